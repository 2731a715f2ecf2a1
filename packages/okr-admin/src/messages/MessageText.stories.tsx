import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { longMessage } from '../testing/storySeeds';
import { MessageText } from './MessageText';

const meta = {
  title: 'Admin/Messages/MessageText',
  component: MessageText,
  args: { text: 'Does the Free plan include the AI assistant?' },
} satisfies Meta<typeof MessageText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A short message shows whole, with nothing to open. */
export const Short: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Does the Free plan include the AI assistant?')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A long message shows its start, cut at a word, until opened. */
export const LongCollapsed: Story = {
  args: { text: longMessage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByRole('button', { name: 'Show the whole message' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    const text = canvasElement.querySelector(`#${CSS.escape(more.getAttribute('aria-controls') ?? '')}`);
    await expect(text).toBeVisible();
    await expect(text?.textContent).toMatch(/^Hello! We are a team of 40 people/);
    await expect(text?.textContent).toMatch(/\S…$/);
    await expect(text?.textContent).not.toContain('We would love a call next week');
  },
};

/** Opened, the whole message shows, line breaks and all; "Show less" closes it again. */
export const LongExpanded: Story = {
  args: { text: longMessage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByRole('button', { name: 'Show the whole message' });
    await userEvent.click(more);
    const less = canvas.getByRole('button', { name: 'Show less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    const text = canvasElement.querySelector(`#${CSS.escape(less.getAttribute('aria-controls') ?? '')}`);
    await expect(text?.textContent).toBe(longMessage);
    await expect(canvas.getByText(/We would love a call next week\. Thank you for your time\.$/)).toBeVisible();
    await userEvent.click(less);
    await expect(canvas.getByRole('button', { name: 'Show the whole message' })).toHaveAttribute('aria-expanded', 'false');
    await expect(text?.textContent).not.toContain('We would love a call next week');
  },
};

/** Line breaks are kept as the sender typed them. */
export const LineBreaks: Story = {
  args: { text: 'Hi,\nwe are twelve people.\n\nCould you call us?' },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/^Hi,/);
    await expect(text.textContent).toBe('Hi,\nwe are twelve people.\n\nCould you call us?');
    // Rendered on four lines, not run together.
    await expect(text.innerText.split('\n')).toHaveLength(4);
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Many short lines are long too: past five lines the message is clipped. */
export const ManyLines: Story = {
  args: { text: ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven'].join('\n') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^One/).textContent).toBe('One\nTwo\nThree\nFour\nFive…');
    await userEvent.click(canvas.getByRole('button', { name: 'Show the whole message' }));
    await expect(canvas.getByText(/^One/).textContent).toBe('One\nTwo\nThree\nFour\nFive\nSix\nSeven');
  },
};

/** A long unbroken word (a pasted link) wraps inside a phone-wide column instead of sticking out. */
export const LongWordOnAPhone: Story = {
  args: { text: `See https://example.com/${'very-long-path-segment/'.repeat(8)}details` },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }} data-testid="column">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const column = within(canvasElement).getByTestId('column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  },
};

/** In Spanish. */
export const Spanish: Story = {
  args: { text: longMessage },
  parameters: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ver el mensaje completo' }));
    await expect(canvas.getByRole('button', { name: 'Ver menos' })).toHaveAttribute('aria-expanded', 'true');
  },
};
