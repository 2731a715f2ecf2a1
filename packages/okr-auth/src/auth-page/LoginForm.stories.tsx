import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Auth/LoginForm',
  component: LoginForm,
  args: { onSubmit: fn(), onValuesChange: fn() },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Idle: valid credentials go out as plain values. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'correct horse' });
    await expect(args.onValuesChange).toHaveBeenLastCalledWith({ email: 'ada@example.com', password: 'correct horse' });
  },
};

/** Submitting bad input shows a message per field, keeps what was typed and sends nothing. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText('Email');
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(email).toHaveValue('not-an-email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Enter a valid email address');
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // After a submit, a fixed field clears its message as soon as it is valid.
    await userEvent.type(canvas.getByLabelText('Password'), 'secret');
    await expect(canvas.queryByText('Enter your password')).toBeNull();
    await expect(canvas.getByText('Enter a valid email address')).toBeVisible();
  },
};

/** Nothing typed: every field says what it needs. */
export const EmptySubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByText('Enter a valid email address')).toBeVisible();
    await expect(canvas.getByText('Enter your password')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A draft kept while the form was unmounted (another tab was open) is typed back in. */
export const RestoredDraft: Story = {
  args: { defaultValues: { email: 'ada@example.com' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Email')).toHaveValue('ada@example.com');
    await expect(canvas.getByLabelText('Password')).toHaveValue('');
  },
};

/** Signing in is in flight: the button is disabled and says so. */
export const Pending: Story = {
  args: { pending: true, defaultValues: { email: 'ada@example.com', password: 'correct horse' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Signing in…' });
    await expect(button).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Password'), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
