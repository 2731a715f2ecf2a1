import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { PasskeyAssertion } from '@okr/contract';
import { DEMO_PASSWORD, MOCK_RECOVERY_CODES, MOCK_WRONG_TOTP_CODE, authHandlers } from '@okr/mocks';
import { AuthPage } from './AuthPage';
import type { PasskeyCeremony } from './api';

/** What a browser's authenticator answers (the mocks check no signature). */
const assertion: PasskeyAssertion = {
  id: 'bW9jay1wYXNza2V5',
  rawId: 'bW9jay1wYXNza2V5',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA', userHandle: 'dXNlcg' },
};
const passkeyAnswers: PasskeyCeremony = () => Promise.resolve(assertion);
const passkeyPromptOpen: PasskeyCeremony = () => new Promise<PasskeyAssertion>(() => undefined);
const passkeyDismissed: PasskeyCeremony = () =>
  Promise.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'));

const meta = {
  title: 'Auth/AuthPage/Second factor',
  component: AuthPage,
  args: { initialMode: 'login', passkeyCeremony: passkeyAnswers },
  parameters: { route: '/login', layout: 'fullscreen', msw: { handlers: { auth: authHandlers.secondFactor } } },
} satisfies Meta<typeof AuthPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The email, then the password: the account has a second factor, so its step follows. */
async function toFactorStep(canvas: Canvas) {
  await userEvent.type(canvas.getByLabelText('Email'), 'admin@demo.okr{Enter}');
  await userEvent.type(await canvas.findByLabelText('Password'), `${DEMO_PASSWORD}{Enter}`);
  return canvas.findByLabelText('Authentication code');
}

/** After the password: the authenticator app's code (a phone keypad, the code offered by the system), then in. */
export const Code: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = await toFactorStep(canvas);
    await expect(code).toHaveFocus();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(code, '123 456{Enter}');
    await expect(await canvas.findByTestId('story-navigated-to')).toHaveTextContent('Navigated to /app');
  },
};

/** A wrong code: the API's message, and the step stays for another try. */
export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await toFactorStep(canvas), `${MOCK_WRONG_TOTP_CODE}{Enter}`);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The code is not correct');
    await expect(canvas.getByLabelText('Authentication code')).toBeVisible();
  },
};

/** Not six digits: said before anything is sent. */
export const CodeTooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await toFactorStep(canvas), '123{Enter}');
    await expect(await canvas.findByText('Enter the 6-digit code')).toBeVisible();
  },
};

/** The phone is lost: "Use a recovery code" switches the field, and a saved code signs in. */
export const RecoveryCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toFactorStep(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code' }));
    await userEvent.type(await canvas.findByLabelText('Recovery code'), `${MOCK_RECOVERY_CODES[0]}{Enter}`);
    await expect(await canvas.findByTestId('story-navigated-to')).toHaveTextContent('Navigated to /app');
  },
};

/** A recovery code already used (or mistyped): the API's message, the recovery field stays. */
export const WrongRecoveryCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toFactorStep(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code' }));
    await userEvent.type(await canvas.findByLabelText('Recovery code'), 'not-a-code{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The recovery code is not correct or was already used');
    await expect(canvas.getByLabelText('Recovery code')).toBeVisible();
  },
};

/** The passkey as the second factor: the browser's prompt is open (its answer awaited). */
export const PasskeyPending: Story = {
  args: { passkeyCeremony: passkeyPromptOpen },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toFactorStep(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Use a passkey' }));
    await expect(await canvas.findByRole('button', { name: 'Waiting for your passkey…' })).toBeDisabled();
  },
};

/** The passkey prompt was dismissed: said, and the code still works. */
export const PasskeyFailed: Story = {
  args: { passkeyCeremony: passkeyDismissed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toFactorStep(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Use a passkey' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The passkey was not used');
    await expect(canvas.getByLabelText('Authentication code')).toBeEnabled();
  },
};

/** The step ran out (5 minutes): back to the password, told why. */
export const Expired: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.secondFactorExpired } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await toFactorStep(canvas), '123456{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('That sign-in took too long. Enter your password again.');
    await expect(canvas.getByLabelText('Password')).toHaveValue('');
  },
};

/** Too many wrong codes: how long to wait, from the answer's Retry-After. */
export const RateLimited: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.secondFactorRateLimited } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await toFactorStep(canvas), '123456{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 42 seconds.');
  },
};

/** No email, no password: "Sign in with a passkey" on the first step, and in. */
export const PasswordlessPasskey: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in with a passkey' }));
    await expect(await canvas.findByTestId('story-navigated-to')).toHaveTextContent('Navigated to /app');
  },
};

/** Passwordless, the prompt open. */
export const PasswordlessPasskeyPending: Story = {
  args: { passkeyCeremony: passkeyPromptOpen },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in with a passkey' }));
    await expect(await canvas.findByRole('button', { name: 'Waiting for your passkey…' })).toBeDisabled();
  },
};

/** Passwordless, a passkey the server does not know: its message, the email still there to use. */
export const PasswordlessPasskeyRefused: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.passkeyRefused } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in with a passkey' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The passkey could not be verified');
    await expect(canvas.getByLabelText('Email')).toBeEnabled();
  },
};

/** In Spanish. */
export const Spanish: Story = {
  parameters: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Correo electrónico'), 'admin@demo.okr{Enter}');
    await userEvent.type(await canvas.findByLabelText('Contraseña'), `${DEMO_PASSWORD}{Enter}`);
    await expect(await canvas.findByLabelText('Código de autenticación')).toBeVisible();
  },
};
