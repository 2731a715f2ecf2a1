import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormField } from './FormField';

const meta = {
  title: 'Core/FormField',
  component: FormField,
  args: { label: 'Email', type: 'email', autoComplete: 'email' },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing goes into the field its label names. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await userEvent.type(input, 'ada@example.com');
    await expect(input).toHaveValue('ada@example.com');
  },
};

export const WithHint: Story = {
  args: { label: 'Password', type: 'password', hint: 'Between 8 and 128 characters.' },
};

/** The error is part of the field's description and marks it invalid. */
export const WithError: Story = {
  args: { defaultValue: 'not-an-email', error: 'Enter a valid email address' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid email address');
  },
};
