import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RegisterForm } from './RegisterForm';

const meta = {
  title: 'Auth/RegisterForm',
  component: RegisterForm,
  args: { onSubmit: fn(), onValuesChange: fn() },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Idle: the full name is split at the first space. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription('Between 8 and 128 characters.');
    await userEvent.type(canvas.getByLabelText('Full name'), 'Ada King Lovelace');
    await userEvent.type(canvas.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'analytical{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      firstName: 'Ada',
      lastName: 'King Lovelace',
      email: 'ada@example.com',
      password: 'analytical',
    });
  },
};

/** Submitting bad input shows a message per field, keeps what was typed and sends nothing. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(canvas.getByLabelText('Password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(canvas.getByText('Enter your full name')).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address');
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters Between 8 and 128 characters.',
    );
    await expect(canvas.getByLabelText('Email')).toHaveValue('not-an-email');
    await expect(canvas.getByLabelText('Password')).toHaveValue('short');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // After a submit, a fixed field clears its message as soon as it is valid.
    await userEvent.type(canvas.getByLabelText('Full name'), 'Ada');
    await expect(canvas.queryByText('Enter your full name')).toBeNull();
  },
};

/** A password over the limit is refused before anything is sent. */
export const PasswordTooLong: Story = {
  args: { defaultValues: { fullName: 'Ada Lovelace', email: 'ada@example.com', password: 'x'.repeat(129) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(canvas.getByText('Password must be at most 128 characters')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Registering is in flight: the button is disabled and says so. */
export const Pending: Story = {
  args: {
    pending: true,
    defaultValues: { fullName: 'Ada Lovelace', email: 'ada@example.com', password: 'analytical' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Creating account…' })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Password'), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
