import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_PASSWORD, MOCK_WRONG_TOTP_CODE, authHandlers, mfaMockSeeds, sessionFixtures } from '@okr/mocks';
import { UserSecurity } from './UserSecurity';

/** The Security tab's second factors: authenticator app, passkeys and recovery codes, against the mocks. */
const meta = {
  title: 'Auth/Account/UserSecurity/Second factors',
  component: UserSecurity,
  parameters: { route: '/app/account', session: sessionFixtures.admin },
} satisfies Meta<typeof UserSecurity>;

export default meta;
type Story = StoryObj<typeof meta>;

const totpState = (canvasElement: HTMLElement) => canvasElement.querySelector('.okr-totp-section');

async function startEnrolment(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Set up authenticator app' }));
  await canvas.findByRole('img', { name: 'QR code that adds your account to an authenticator app' });
  return canvas;
}

/** No second factor yet: the app is off, no passkeys, recovery codes come with a factor. */
export const NoFactor: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(totpState(canvasElement)).toHaveAttribute('data-state', 'off'));
    await expect(await within(canvasElement).findByText('No passkeys yet.')).toBeVisible();
  },
};

/** While the factors load. */
export const Loading: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.mfaSlow } } },
  play: async ({ canvasElement }) => {
    await expect(totpState(canvasElement)).toHaveAttribute('data-state', 'loading');
  },
};

/** The factors cannot be loaded: a message and a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.mfaError } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(totpState(canvasElement)).toHaveAttribute('data-state', 'error'));
  },
};

/** Enrolling: the QR code drawn here and the setup key for typing by hand. */
export const Enrolling: Story = {
  play: async ({ canvasElement }) => {
    await startEnrolment(canvasElement);
    await expect(totpState(canvasElement)).toHaveAttribute('data-state', 'enrolling');
  },
};

/** A wrong code: named under the field, the enrolment stays open. */
export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await startEnrolment(canvasElement);
    await userEvent.type(canvas.getByLabelText('6-digit code'), MOCK_WRONG_TOTP_CODE);
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    await expect(await canvas.findByText('The code is not correct')).toBeVisible();
  },
};

/** A right code: the ten recovery codes, shown this once. */
export const RecoveryCodesShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await startEnrolment(canvasElement);
    await userEvent.type(canvas.getByLabelText('6-digit code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    const codes = await canvas.findByRole('region', { name: 'Save your recovery codes' });
    await expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
  },
};

/** The app is on; recovery codes are counted. */
export const AppOn: Story = {
  parameters: { mockSeed: mfaMockSeeds.totp },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(totpState(canvasElement)).toHaveAttribute('data-state', 'on'));
    await expect(within(canvasElement).getByText('10 of 10 codes left.')).toBeVisible();
  },
};

/** Locked by an organization's policy: the only factor cannot go, and the server's refusal shows. */
export const LockedByOrganization: Story = {
  parameters: { mockSeed: mfaMockSeeds.requiredByOrganization },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(totpState(canvasElement)).toHaveAttribute('data-state', 'locked'));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove authenticator app' }));
    const app = canvas.getByRole('region', { name: 'Authenticator app' });
    await userEvent.type(within(app).getByLabelText('Password'), DEMO_PASSWORD);
    await userEvent.type(within(app).getByLabelText('6-digit code'), '654321');
    await userEvent.click(within(app).getByRole('button', { name: 'Remove authenticator app' }));
    await expect(await within(app).findByRole('alert')).toBeVisible();
  },
};

/** Two passkeys, one never used. */
export const Passkeys: Story = {
  parameters: { mockSeed: mfaMockSeeds.passkeys },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Work laptop')).toBeVisible();
  },
};

/** Removing a passkey asks once more, then the row goes. */
export const RemovePasskey: Story = {
  parameters: { mockSeed: mfaMockSeeds.passkeys },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove: Phone' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(canvas.queryByText('Phone')).not.toBeInTheDocument());
  },
};

/** In Spanish. */
export const Spanish: Story = {
  parameters: { locale: 'es', mockSeed: mfaMockSeeds.requiredByOrganization },
};

/** Enrolling at a phone's width (390 px). */
export const PhoneEnrolling: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { a11y: { options: { rules: { 'target-size': { enabled: true } } } } },
  play: async ({ canvasElement }) => {
    await startEnrolment(canvasElement);
  },
};
