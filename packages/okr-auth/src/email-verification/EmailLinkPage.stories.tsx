import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { accountMessages, apiPaths } from '@okr/contract';
import { apiUrl, authHandlers, sessionFixtures } from '@okr/mocks';
import { ConfirmEmailPage, VerifyEmailPage } from './EmailLinkPage';

const meta = {
  title: 'Auth/Account/EmailLinkPage',
  component: VerifyEmailPage,
  args: { token: 'a-link-token' },
  parameters: { route: '/verify-email/a-link-token' },
} satisfies Meta<typeof VerifyEmailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const answer = (path: string, respond: () => Response) => ({ msw: { handlers: { auth: [http.post(apiUrl(path), respond), ...authHandlers.default] } } });
const verified = () => HttpResponse.json({ user: { ...sessionFixtures.admin.user, emailVerified: true } });
const gone = (message: string) => () => HttpResponse.json({ message, code: 'GONE' }, { status: 410 });

/** The sign-up link works, opened signed out: "Sign in" leads on. */
export const Verified: Story = {
  parameters: answer(apiPaths.auth.verifyEmail, verified),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Email verified' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toBeVisible();
  },
};

/** Opened while signed in: "Continue" leads back to the app. */
export const VerifiedSignedIn: Story = {
  parameters: { ...answer(apiPaths.auth.verifyEmail, verified), session: sessionFixtures.admin },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Continue' })).toBeVisible();
  },
};

/** The request is on its way. */
export const Checking: Story = {
  parameters: answer(apiPaths.auth.verifyEmail, () => new Promise<never>(() => {}) as never),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Verifying your email…' })).toBeVisible();
  },
};

/** A link opened twice: the API's 410 in its own words. */
export const Used: Story = {
  parameters: answer(apiPaths.auth.verifyEmail, gone(accountMessages.linkUsed)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This link no longer works' })).toBeVisible();
    await expect(canvas.getByText(accountMessages.linkUsed)).toBeVisible();
  },
};

/** A link past its day. */
export const Expired: Story = {
  parameters: answer(apiPaths.auth.verifyEmail, gone(accountMessages.linkExpired)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(accountMessages.linkExpired)).toBeVisible();
  },
};

/** A token the server does not know (the real mocks: 404). */
export const Unknown: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Link not found' })).toBeVisible();
  },
};

/** The link sent to a new address: the account's email is now that one. */
export const EmailConfirmed: Story = {
  render: (args) => <ConfirmEmailPage {...args} />,
  parameters: { ...answer(apiPaths.auth.confirmEmail, () => HttpResponse.json({ user: { ...sessionFixtures.admin.user, email: 'new-address@demo.okr' } })), route: '/confirm-email/a-link-token' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Email changed' })).toBeVisible();
    await expect(canvas.getByText(/new-address@demo\.okr/)).toBeVisible();
  },
};

/** At a phone's width (390 px). */
export const Phone: Story = {
  ...Verified,
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { ...Verified.parameters, a11y: { options: { rules: { 'target-size': { enabled: true } } } } },
};
