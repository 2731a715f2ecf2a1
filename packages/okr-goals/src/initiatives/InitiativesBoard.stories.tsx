import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { apiPaths } from '@okr/contract';
import { apiError, apiUrl, internalError, okrHandlers, sessionFixtures } from '@okr/mocks';
import { InitiativesBoard } from './InitiativesBoard';

const meta = {
  title: 'Goals/InitiativesBoard',
  component: InitiativesBoard,
  args: { onOpenInitiative: fn(), onCreateInitiative: fn() },
  parameters: { route: '/app/initiatives', session: sessionFixtures.editor },
} satisfies Meta<typeof InitiativesBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Initiatives with an At Risk task come first, marked "Needs attention". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('Needs attention')).length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { okr: [http.get(apiUrl(apiPaths.initiatives.list), () => HttpResponse.json([])), ...okrHandlers.default] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No initiatives yet')).toBeVisible();
  },
};

/** A partner's own empty state in the `empty` slot, with our "New initiative" button inside; the rest stays ours. */
export const EmptySlot: Story = {
  ...Empty,
  args: {
    slots: {
      empty: ({ createButton }) => (
        <section className="partner-empty">
          <p>Start your first initiative</p>
          {createButton}
        </section>
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Start your first initiative')).toBeVisible();
    await expect(canvas.queryByText('No initiatives yet')).toBeNull();
    await expect(await canvas.findAllByRole('button', { name: 'New initiative' })).toHaveLength(2);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { okr: [http.get(apiUrl(apiPaths.initiatives.list), internalError), ...okrHandlers.default] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Could not load the initiatives.');
  },
};

export const ReadOnlyViewer: Story = {
  parameters: { session: sessionFixtures.viewer },
};

/** At a phone's width (Storybook's `phone` viewport, 390 px): nothing scrolls sideways, every target is big enough (WCAG 2.2 2.5.8). */
export const Phone: Story = {
  ...Default,
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { ...Default.parameters, a11y: { options: { rules: { 'target-size': { enabled: true } } } } },
};

/** The server refuses the caller (403): said so, with no retry. */
export const Forbidden: Story = {
  parameters: { msw: { handlers: { okr: [http.get(apiUrl(apiPaths.initiatives.list), () => apiError('FORBIDDEN', 'Forbidden')), ...okrHandlers.default] } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.okr-initiatives-board')).toHaveAttribute('data-state', 'forbidden'));
    await expect(within(canvasElement).getByText("You don't have permission to see this organization's initiatives.")).toBeVisible();
  },
};

/** No session (401 after the refresh failed): the signed-out line. */
export const SignedOut: Story = {
  parameters: { msw: { handlers: { okr: [http.get(apiUrl(apiPaths.initiatives.list), () => apiError('UNAUTHENTICATED', 'Session expired')), ...okrHandlers.default] } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.okr-initiatives-board')).toHaveAttribute('data-state', 'signed-out'));
    await expect(within(canvasElement).getByText("Sign in to see this organization's initiatives.")).toBeVisible();
  },
};
