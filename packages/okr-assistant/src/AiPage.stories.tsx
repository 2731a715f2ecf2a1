import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { aiHandlers, sessionFixtures } from '@okr/mocks';
import { AiPage } from './AiPage';

const meta = {
  title: 'Assistant/AiPage',
  component: AiPage,
  parameters: { route: '/app/ai', session: sessionFixtures.admin, layout: 'fullscreen' },
} satisfies Meta<typeof AiPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo: Acme Corp's three documents are ready; the empty ask state suggests questions about them. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Acme Corp Travel Policy')).toBeInTheDocument();
    await expect(canvas.getByTestId('assistant-empty')).toBeInTheDocument();
  },
};

/** A suggested question is answered with numbered citations; a citation opens its excerpt. */
export const Answered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(await canvas.findByTestId('assistant-empty')).getByRole('button', { name: 'What is our travel policy for flights?' }));
    const sources = await canvas.findByRole('region', { name: 'Sources' });
    await userEvent.click(within(sources).getByRole('button', { name: /Source 1/ }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('travel portal');
  },
};

/** The answer streams word by word into the live region. */
export const Answering: Story = {
  parameters: { msw: { handlers: { ai: aiHandlers.streaming } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(await canvas.findByTestId('assistant-empty')).getByRole('button', { name: 'What is our travel policy for flights?' }));
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

/** The documents don't cover the question: the answer says so, without sources. */
export const NotCovered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Your question'), 'What is the parental leave policy?{Enter}');
    await expect(await canvas.findByText('Not covered by your documents')).toBeInTheDocument();
  },
};

/** No documents yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: { ai: aiHandlers.empty } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No documents yet')).toBeInTheDocument();
  },
};

/** A document is still being extracted: its chip says so until it is ready. */
export const Extracting: Story = {
  parameters: { msw: { handlers: { ai: aiHandlers.extracting } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Extracting')).toBeInTheDocument();
  },
};

/** A scanned PDF failed with a reason the uploader can act on. */
export const Failed: Story = {
  parameters: { msw: { handlers: { ai: aiHandlers.failed } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/this PDF looks scanned/)).toBeInTheDocument();
  },
};

/** The Free plan's 3 documents are used: the limit is said in the plan's words, uploading is closed, the plans are one click away. */
export const LimitReached: Story = {
  parameters: { msw: { handlers: { ai: aiHandlers.limitReached } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('3 of 3 documents on the Free plan')).toBeInTheDocument();
    const notice = await canvas.findByTestId('assistant-limit-reached');
    await expect(notice).toHaveTextContent(
      "Your plan's limit of 3 documents is reached. Delete one, or upgrade to Pro for unlimited documents.",
    );
    // The admin may upload, so only the limit closes it: no drop zone, no file picker.
    await expect(canvas.queryByRole('button', { name: 'Choose files' })).not.toBeInTheDocument();
    await expect(canvas.queryByText(/Only members who can update the organization/)).not.toBeInTheDocument();
    const plans = within(notice).getByRole('link', { name: 'See plans' });
    await expect(plans).toHaveAttribute('href', '/app/settings?tab=billing');
    await userEvent.click(plans);
    await expect(await canvas.findByTestId('story-navigated-to')).toHaveTextContent('Navigated to /app/settings?tab=billing');
  },
};

/** Every credit of the month is spent: the plan's language, and asking is closed. */
export const NoCredits: Story = {
  parameters: { msw: { handlers: { ai: aiHandlers.noCredits } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Upgrade to Pro for 500 AI credits a month/)).toBeInTheDocument();
  },
};

/** The API fails: the documents panel offers to try again, asking shows the error. */
export const Error: Story = {
  parameters: { msw: { handlers: { ai: aiHandlers.error } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Could not load the documents. Please try again.')).toBeInTheDocument();
  },
};

/** Everything is still loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: { ai: aiHandlers.slow } } },
};

/** A Viewer asks but cannot upload or delete. */
export const Viewer: Story = {
  parameters: { session: sessionFixtures.viewer },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Only members who can update the organization/)).toBeInTheDocument();
  },
};

/** In Spanish. */
export const Spanish: Story = {
  parameters: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Asistente de IA' })).toBeInTheDocument();
  },
};

/** At a phone's width (Storybook's `phone` viewport, 390 px): nothing scrolls sideways, every target is big enough (WCAG 2.2 2.5.8). */
export const Phone: Story = {
  ...Ready,
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { ...Ready.parameters, a11y: { options: { rules: { 'target-size': { enabled: true } } } } },
};
