import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { apiPaths } from '@okr/contract';
import { apiError, apiUrl, internalError, okrHandlers, sessionFixtures } from '@okr/mocks';
import { demoPeriodId, demoSeedClosing } from '../testing/demoPeriods';
import { ObjectivesList } from './ObjectivesList';

const meta = {
  title: 'Goals/ObjectivesList',
  component: ObjectivesList,
  // Every period unless a story picks one (the mock db's demo objectives sit in Q1 2025, a past quarter).
  args: { onOpenObjective: fn(), onCreateObjective: fn(), onNavigate: fn(), period: 'all' },
  parameters: { route: '/app/objectives', session: sessionFixtures.editor },
} satisfies Meta<typeof ObjectivesList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Acme Corp's quarter: progress bars, status, owner; "New objective" opens the stepper. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Expand into the DACH market' });
    await userEvent.click(await canvas.findByRole('button', { name: 'New objective' }));
    await expect(args.onCreateObjective).toHaveBeenCalledTimes(1);
  },
};

/** Searching narrows the list through the API. */
export const Searched: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Expand into the DACH market' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'churn');
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Expand into the DACH market' })).toBeNull());
    await expect(await canvas.findByRole('link', { name: 'Reduce churn among small-business customers' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { okr: [http.get(apiUrl(apiPaths.objectives.list), () => new Promise(() => undefined)), ...okrHandlers.default] } } },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { okr: [http.get(apiUrl(apiPaths.objectives.list), () => HttpResponse.json([])), ...okrHandlers.default] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No objectives yet')).toBeVisible();
  },
};

/** A partner's own empty state in the `empty` slot, with our "New objective" button inside; the rest stays ours. */
export const EmptySlot: Story = {
  ...Empty,
  args: {
    slots: {
      empty: ({ filtered, periodName, createButton }) => (
        <section className="partner-empty">
          <p>{filtered ? 'Nothing matches' : `Plan the first goal${periodName !== null ? ` of ${periodName}` : ''}`}</p>
          {createButton}
        </section>
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Plan the first goal/)).toBeVisible();
    await expect(canvas.queryByText('No objectives yet')).toBeNull();
    await expect(await canvas.findAllByRole('button', { name: 'New objective' })).toHaveLength(2);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { okr: [http.get(apiUrl(apiPaths.objectives.list), internalError), ...okrHandlers.default] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Could not load the objectives. Please try again.');
  },
};

/** A Viewer sees everything; "New objective" is disabled and says why. */
export const ReadOnlyViewer: Story = {
  parameters: { session: sessionFixtures.viewer },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: /New objective/ })).toHaveAttribute('aria-disabled', 'true'));
  },
};

/** One period (Q1 2025, as the switcher chooses it): its objectives, and "Roll over" for a role that creates objectives. */
export const OnePeriod: Story = {
  render: (args) => <ObjectivesList {...args} period={demoPeriodId('Q1 2025')} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Expand into the DACH market' });
    await expect(await canvas.findByRole('button', { name: 'Roll over' })).toBeVisible();
  },
};

/** A period without objectives says so, and how to fill it. */
export const EmptyPeriod: Story = {
  render: (args) => <ObjectivesList {...args} period={demoPeriodId('Q2 2025')} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No objectives in Q2 2025')).toBeVisible();
  },
};

/** A closed period: its objectives stay readable, and the list says check-ins are refused until it is reopened. */
export const ClosedPeriod: Story = {
  parameters: { mockSeed: demoSeedClosing('Q1 2025') },
  render: (args) => <ObjectivesList {...args} period={demoPeriodId('Q1 2025')} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Q1 2025 is closed/)).toBeVisible();
    await canvas.findByRole('link', { name: 'Expand into the DACH market' });
  },
};

/** A Viewer cannot create objectives: no "Roll over". */
export const OnePeriodViewer: Story = {
  parameters: { session: sessionFixtures.viewer },
  render: (args) => <ObjectivesList {...args} period={demoPeriodId('Q1 2025')} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Expand into the DACH market' });
    await expect(canvas.queryByRole('button', { name: 'Roll over' })).toBeNull();
  },
};

/** At a phone's width (Storybook's `phone` viewport, 390 px): nothing scrolls sideways, every target is big enough (WCAG 2.2 2.5.8). */
export const Phone: Story = {
  ...Default,
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { ...Default.parameters, a11y: { options: { rules: { 'target-size': { enabled: true } } } } },
};

/** The server refuses the caller (403): said so, with no retry. */
export const Forbidden: Story = {
  parameters: { msw: { handlers: { okr: [http.get(apiUrl(apiPaths.objectives.list), () => apiError('FORBIDDEN', 'Forbidden')), ...okrHandlers.default] } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.okr-objectives-list')).toHaveAttribute('data-state', 'forbidden'));
    await expect(within(canvasElement).getByText("You don't have permission to see this organization's objectives.")).toBeVisible();
  },
};

/** No session (401 after the refresh failed): the signed-out line. */
export const SignedOut: Story = {
  parameters: { msw: { handlers: { okr: [http.get(apiUrl(apiPaths.objectives.list), () => apiError('UNAUTHENTICATED', 'Session expired')), ...okrHandlers.default] } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.okr-objectives-list')).toHaveAttribute('data-state', 'signed-out'));
    await expect(within(canvasElement).getByText("Sign in to see this organization's objectives.")).toBeVisible();
  },
};
