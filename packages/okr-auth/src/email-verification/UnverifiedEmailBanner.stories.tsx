import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { accountMessages } from '@okr/contract';
import { authHandlers, sessionFixtures } from '@okr/mocks';
import { UnverifiedEmailBanner } from './UnverifiedEmailBanner';

const unverified = { ...sessionFixtures.admin, user: { ...sessionFixtures.admin.user, emailVerified: false } };

const meta = {
  title: 'Auth/Account/UnverifiedEmailBanner',
  component: UnverifiedEmailBanner,
  parameters: { route: '/app', session: unverified },
} satisfies Meta<typeof UnverifiedEmailBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where the link went, and a way to have it again. */
export const Unverified: Story = {};

/** Sent again. */
export const Resent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend link' }));
    await expect(await canvas.findByText('A new link is on its way.')).toBeVisible();
  },
};

/** Too soon after the last one: the API's 429 in its words. */
export const RateLimited: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.verifyEmailResendRateLimited } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend link' }));
    await expect(await canvas.findByText(accountMessages.verificationTooSoon)).toBeVisible();
  },
};

/** A verified email: nothing shows. */
export const Verified: Story = {
  parameters: { session: sessionFixtures.admin },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.okr-unverified-banner')).toBeNull();
  },
};

/** At a phone's width (390 px). */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { a11y: { options: { rules: { 'target-size': { enabled: true } } } } },
};
