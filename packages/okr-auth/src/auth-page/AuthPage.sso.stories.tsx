import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SSO_REQUIRED_MESSAGE } from '@okr/contract';
import type { SsoErrorCode } from '@okr/contract';
import { DEMO_PASSWORD, ssoHandlers, ssoMockSeeds } from '@okr/mocks';
import { AuthPage } from './AuthPage';

/** A phone in portrait. */
const phone = {
  viewport: { options: { phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' } } },
};

const meta = {
  title: 'Auth/AuthPage/Single sign-on',
  component: AuthPage,
  args: { initialMode: 'login', onSsoRedirect: fn(), ssoError: null },
  parameters: { route: '/login', layout: 'fullscreen', mockSeed: ssoMockSeeds.available },
} satisfies Meta<typeof AuthPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sign-in's first step: the email alone. */
export const EmailStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Email')).toBeVisible();
    await expect(canvas.queryByLabelText('Password')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeVisible();
  },
};

/** The email's domain has single sign-on: the provider first, the password quietly. */
export const SsoAvailable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'admin@demo.okr{Enter}');
    const go = await canvas.findByRole('button', { name: 'Continue with single sign-on' });
    await expect(go).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Use a password instead' })).toBeVisible();
    await userEvent.click(go);
    await expect(args.onSsoRedirect).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/login\.acme\.example\/authorize\?/));
  },
};

/** The same on a phone. */
export const SsoAvailablePhone: Story = {
  parameters: phone,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'admin@demo.okr{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Continue with single sign-on' })).toBeVisible();
  },
};

/** No single sign-on for the domain (404): the password step, as before. */
export const PasswordStep: Story = {
  parameters: { mockSeed: ssoMockSeeds.configured },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'admin@demo.okr{Enter}');
    await expect(await canvas.findByLabelText('Password')).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Continue with single sign-on' })).toBeNull();
  },
};

/** Enforced: a password is refused with SSO_REQUIRED; the message, and only the way to the provider. */
export const SsoRequired: Story = {
  parameters: { mockSeed: ssoMockSeeds.enforced },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'admin@demo.okr{Enter}');
    await userEvent.click(await canvas.findByRole('button', { name: 'Use a password instead' }));
    await userEvent.type(await canvas.findByLabelText('Password'), `${DEMO_PASSWORD}{Enter}`);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SSO_REQUIRED_MESSAGE);
    await expect(canvas.queryByRole('button', { name: 'Use a password instead' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with single sign-on' }));
    await waitFor(() => expect(args.onSsoRedirect).toHaveBeenCalled());
  },
};

/** The enforced message on a phone. */
export const SsoRequiredPhone: Story = {
  ...SsoRequired,
  parameters: { ...phone, mockSeed: ssoMockSeeds.enforced },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/**
 * Starting fails (500): the check falls back to the password, the server refuses it (enforced),
 * and leaving for the provider fails too: said under the button, the person stays.
 */
export const SsoStartError: Story = {
  parameters: { mockSeed: ssoMockSeeds.enforced, msw: { handlers: { sso: ssoHandlers.startError } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'admin@demo.okr{Enter}');
    await userEvent.type(await canvas.findByLabelText('Password'), `${DEMO_PASSWORD}{Enter}`);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with single sign-on' }));
    await waitFor(() => expect(canvas.getAllByRole('alert').at(-1)).toHaveTextContent('Single sign-on could not be started. Please try again.'));
    await expect(args.onSsoRedirect).not.toHaveBeenCalled();
  },
};

const errorStory = (code: SsoErrorCode | 'unknown'): Story => ({
  args: { ssoError: code },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveAttribute('data-code', code);
    await waitFor(() => expect(alert).toHaveFocus());
  },
});

/** Back from the provider with `?sso_error=`: one sentence per code. */
export const SsoErrorState = errorStory('state');
export const SsoErrorProvider = errorStory('provider');
export const SsoErrorExchange = errorStory('exchange');
export const SsoErrorToken = errorStory('token');
export const SsoErrorEmailUnverified = errorStory('email_unverified');
export const SsoErrorDomain = errorStory('domain');
export const SsoErrorDisabled = errorStory('disabled');
export const SsoErrorAccount = errorStory('account');
export const SsoErrorUnknown = errorStory('unknown');

/** A failed single sign-on in Spanish, on a phone. */
export const SsoErrorSpanishPhone: Story = {
  args: { ssoError: 'email_unverified' },
  parameters: { ...phone, locale: 'es' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/no ha confirmado tu correo/)).toBeVisible();
  },
};
