import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { TextAreaField } from './TextAreaField';

const meta = {
  title: 'Core/TextAreaField',
  component: TextAreaField,
  args: { label: 'Description', value: '', onChange: fn(), placeholder: 'What this objective is about' },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Invalid: the error is announced with the text area. */
export const WithError: Story = {
  args: { value: 'x'.repeat(20), error: 'At most 10 characters.' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription('At most 10 characters.');
  },
};
