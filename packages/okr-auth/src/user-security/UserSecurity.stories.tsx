import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_PASSWORD, authHandlers, sessionFixtures } from '@okr/mocks';
import { UserSecurity } from './UserSecurity';

const meta = {
  title: 'Auth/Account/UserSecurity',
  component: UserSecurity,
  parameters: { route: '/app/account', session: sessionFixtures.admin },
} satisfies Meta<typeof UserSecurity>;

export default meta;
type Story = StoryObj<typeof meta>;

async function changePassword(canvasElement: HTMLElement, current: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Current password'), current);
  await userEvent.type(canvas.getByLabelText('New password'), 'a-brand-new-passphrase');
  await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
  return canvas;
}

/** The password form (the second factors join this panel when they work). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.okr-user-security')).toHaveAttribute('data-state', 'ready');
  },
};

/** Changed: the fields clear and the user learns every other session was signed out. */
export const Changed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await changePassword(canvasElement, DEMO_PASSWORD);
    await expect(await canvas.findByText('Password changed. Every other session was signed out.')).toBeVisible();
    await expect(canvas.getByLabelText('Current password')).toHaveValue('');
  },
};

/** While the change is on its way, the button is busy. */
export const Saving: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.changePasswordSlow } } },
  play: async ({ canvasElement }) => {
    const canvas = await changePassword(canvasElement, DEMO_PASSWORD);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Change password' })).toBeDisabled());
  },
};

/** A wrong current password: the server names the field, the typed new one stays. */
export const WrongCurrentPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await changePassword(canvasElement, 'not-the-password');
    await expect(await canvas.findByText('The password is not correct')).toBeVisible();
    await expect(canvas.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('New password')).toHaveValue('a-brand-new-passphrase');
  },
};

/** A new password too short is refused before anything is sent. */
export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Current password'), DEMO_PASSWORD);
    await userEvent.type(canvas.getByLabelText('New password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** No session: a sentence, never a redirect. */
export const SignedOut: Story = {
  parameters: { session: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sign in to manage your account.')).toBeVisible();
    await expect(canvasElement.querySelector('.okr-user-security')).toHaveAttribute('data-state', 'signed-out');
  },
};

/** At a phone's width (390 px). */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { a11y: { options: { rules: { 'target-size': { enabled: true } } } } },
};
