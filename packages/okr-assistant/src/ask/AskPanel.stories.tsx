import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { aiHandlers, sessionFixtures } from '@okr/mocks';
import { AskPanel } from './AskPanel';

// The ask panel on its own, as a partner embeds it (`@okr/assistant/ask-panel`).
const meta = {
  title: 'Assistant/AskPanel',
  component: AskPanel,
  parameters: { session: sessionFixtures.admin },
} satisfies Meta<typeof AskPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const suggested = 'What is our travel policy for flights?';

/** Nothing asked yet: questions about the demo documents are suggested. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const empty = await within(canvasElement).findByTestId('assistant-empty');
    await expect(within(empty).getByRole('button', { name: suggested })).toBeInTheDocument();
  },
};

/** Answered with numbered citations; a citation opens its excerpt. */
export const Answered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(await canvas.findByTestId('assistant-empty')).getByRole('button', { name: suggested }));
    const sources = await canvas.findByRole('region', { name: 'Sources' });
    await userEvent.click(within(sources).getByRole('button', { name: /Source 1/ }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog')).toHaveTextContent('travel portal');
  },
};

/** The answer streams into the live region. */
export const Answering: Story = {
  parameters: { msw: { handlers: { ai: aiHandlers.streaming } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(await canvas.findByTestId('assistant-empty')).getByRole('button', { name: suggested }));
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

/** The documents don't cover it: said plainly, no sources. */
export const NotCovered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Your question'), 'What is the parental leave policy?{Enter}');
    await expect(await canvas.findByText('Not covered by your documents')).toBeInTheDocument();
  },
};

/** No credits left this month: the plan's language, asking closed. */
export const NoCredits: Story = {
  parameters: { msw: { handlers: { ai: aiHandlers.noCredits } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Upgrade to Pro for 500 AI credits a month/)).toBeInTheDocument();
  },
};

/** At a phone's width (Storybook's `phone` viewport, 390 px): nothing scrolls sideways, every target is big enough (WCAG 2.2 2.5.8). */
export const Phone: Story = {
  ...Empty,
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { ...Empty.parameters, a11y: { options: { rules: { 'target-size': { enabled: true } } } } },
};
