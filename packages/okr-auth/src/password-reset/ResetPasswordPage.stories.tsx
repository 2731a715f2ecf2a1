import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { SSO_REQUIRED_MESSAGE } from '@okr/contract';
import { authHandlers, demoIds, demoSeed, getActiveMockDb, passwordResetTokens, seedPasswordResets, ssoMockSeeds } from '@okr/mocks';
import type { MockSeed } from '@okr/mocks';
import { ResetPasswordPage } from './ResetPasswordPage';

const withResetLinks: MockSeed = (db) => {
  demoSeed(db);
  seedPasswordResets(db);
};
const at = (token: string) => ({ route: `/reset-password/${token}`, routePath: '/reset-password/:token' });

const meta = {
  title: 'Auth/ResetPasswordPage',
  component: ResetPasswordPage,
  args: { token: passwordResetTokens.valid },
  parameters: { ...at(passwordResetTokens.valid), layout: 'fullscreen', mockSeed: withResetLinks },
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function choose(canvasElement: HTMLElement, password: string, confirmation = password) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('New password'), password);
  await userEvent.type(canvas.getByLabelText('Repeat the new password'), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
  return canvas;
}

/** A valid link: the new password is set and the user goes to sign in. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, 'a-brand-new-password');
    await expect(await canvas.findByTestId('story-navigated-to')).toHaveTextContent('Navigated to /login');
    await expect(await screen.findByText('Your password was changed. Sign in with the new one.')).toBeVisible();
    await expect(getActiveMockDb().users.get(demoIds.users.viewer)?.password).toBe('a-brand-new-password');
  },
};

/** The register form's rule, and the two entries must match; nothing is sent. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, 'short', 'shorter');
    await expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription(/Password must be at least 8 characters/);
    await expect(canvas.getByLabelText('Repeat the new password')).toHaveAccessibleDescription('The two passwords are not the same');
  },
};

/** A link past its hour: says so and offers a new one. */
export const Expired: Story = {
  args: { token: passwordResetTokens.expired },
  parameters: at(passwordResetTokens.expired),
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, 'a-brand-new-password');
    await expect(await canvas.findByRole('heading', { name: 'This link has expired or was already used' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  },
};

/** A link already used (the 410 of a second try). */
export const AlreadyUsed: Story = {
  args: { token: passwordResetTokens.used },
  parameters: at(passwordResetTokens.used),
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, 'a-brand-new-password');
    await expect(await canvas.findByRole('heading', { name: 'This link has expired or was already used' })).toBeVisible();
  },
};

/** A link the server never issued (404), e.g. cut short when copied. */
export const UnknownLink: Story = {
  args: { token: passwordResetTokens.unknown },
  parameters: at(passwordResetTokens.unknown),
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, 'a-brand-new-password');
    await expect(await canvas.findByRole('heading', { name: 'This link does not work' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Request a new link' }));
    await expect(await canvas.findByTestId('story-navigated-to')).toHaveTextContent('Navigated to /forgot-password');
  },
};

/** The server failed: the page's message, the form kept to try again. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.resetPasswordError } } },
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, 'a-brand-new-password');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not change the password. Please try again.');
    await expect(canvas.getByLabelText('New password')).toHaveValue('a-brand-new-password');
  },
};

/** The change is on its way. */
export const Changing: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.slow } } },
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, 'a-brand-new-password');
    await expect(await canvas.findByRole('button', { name: 'Changing password…' })).toBeDisabled();
  },
};

/** In Spanish. */
export const Spanish: Story = {
  parameters: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Elige una contraseña nueva' })).toBeVisible();
  },
};

/** The account's domain enforces single sign-on (403 SSO_REQUIRED): the message and the way to sign in with it. */
export const SsoRequired: Story = {
  parameters: {
    mockSeed: ((db) => {
      ssoMockSeeds.enforced(db);
      seedPasswordResets(db);
    }) satisfies MockSeed,
  },
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, 'a-brand-new-password');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SSO_REQUIRED_MESSAGE);
    await userEvent.click(canvas.getByRole('link', { name: 'Continue with single sign-on' }));
    await expect(await canvas.findByTestId('story-navigated-to')).toHaveTextContent('Navigated to /login');
  },
};
