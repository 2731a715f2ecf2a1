import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { aiHandlers, sessionFixtures } from '@okr/mocks';
import { DocumentsPanel } from './DocumentsPanel';

// The documents panel on its own, as a partner embeds it (`@okr/assistant/documents-panel`).
const meta = {
  title: 'Assistant/DocumentsPanel',
  component: DocumentsPanel,
  parameters: { session: sessionFixtures.admin },
} satisfies Meta<typeof DocumentsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Acme Corp's demo documents, ready, with the plan's document count. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Acme Corp Travel Policy')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeEnabled();
  },
};

/** A text file picked with the keyboard-reachable button goes up with its own progress, then joins the list. */
export const Uploading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Acme Corp Travel Policy');
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new globalThis.Error('no file input');
    await userEvent.upload(input, new File(['# Bike policy\n\nBikes are reimbursed up to 30 euros a month.'], 'bike-policy.md', { type: 'text/markdown' }));
    await waitFor(() => expect(canvas.getAllByText(/bike-policy/).length).toBeGreaterThan(0));
  },
};

/** No documents yet: the next action is the upload. */
export const Empty: Story = {
  parameters: { msw: { handlers: { ai: aiHandlers.empty } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No documents yet')).toBeInTheDocument();
  },
};

/** Still being extracted: the chip says so. */
export const Extracting: Story = {
  parameters: { msw: { handlers: { ai: aiHandlers.extracting } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Extracting')).toBeInTheDocument();
  },
};

/** Extraction failed, with a reason the uploader can act on. */
export const Failed: Story = {
  parameters: { msw: { handlers: { ai: aiHandlers.failed } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/this PDF looks scanned/)).toBeInTheDocument();
  },
};

/** The plan's limit is reached: uploading is closed and the plans link goes where the partner says. */
export const LimitReached: Story = {
  args: { plansHref: '/billing' },
  parameters: { msw: { handlers: { ai: aiHandlers.limitReached } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByTestId('assistant-limit-reached');
    await expect(within(notice).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/billing');
    await expect(canvas.queryByRole('button', { name: 'Choose files' })).not.toBeInTheDocument();
  },
};

/** A Viewer reads the list but cannot upload or delete. */
export const Viewer: Story = {
  parameters: { session: sessionFixtures.viewer },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Only members who can update the organization/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  },
};

/** The API fails: a way to try again. */
export const Error: Story = {
  parameters: { msw: { handlers: { ai: aiHandlers.error } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Could not load the documents. Please try again.')).toBeInTheDocument();
  },
};

/** Still loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: { ai: aiHandlers.slow } } },
};

/** At a phone's width (Storybook's `phone` viewport, 390 px): nothing scrolls sideways, every target is big enough (WCAG 2.2 2.5.8). */
export const Phone: Story = {
  ...Ready,
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { ...Ready.parameters, a11y: { options: { rules: { 'target-size': { enabled: true } } } } },
};
