import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { demoIds, demoSeed, getActiveMockDb, INVITED_EMAIL, invitationTokens, seedInvitations, sessionFixtures } from '@okr/mocks';
import type { MockSeed } from '@okr/mocks';
import { InvitationPage } from './InvitationPage';

const withInvitations: MockSeed = (db) => {
  demoSeed(db);
  seedInvitations(db);
};
const at = (token: string) => ({ route: `/invite/${token}`, routePath: '/invite/:token' });

const meta = {
  title: 'Auth/InvitationPage',
  component: InvitationPage,
  args: { token: invitationTokens.newPerson },
  parameters: { ...at(invitationTokens.newPerson), layout: 'fullscreen', mockSeed: withInvitations },
} satisfies Meta<typeof InvitationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out, a new address: the account is created with the email fixed, and joins Globex. */
export const SignedOutCreateAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Join Globex' })).toBeVisible();
    await expect(canvas.getByText('Hank Scorpio invited you to join Globex on OKR as Editor.')).toBeVisible();
    const email = canvas.getByLabelText('Email');
    await expect(email).toHaveValue(INVITED_EMAIL);
    await expect(email).toHaveAttribute('readonly');
    await userEvent.type(canvas.getByLabelText('Full name'), 'Ines Invited');
    await userEvent.type(canvas.getByLabelText('Password'), 'a-good-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByTestId('story-navigated-to')).toHaveTextContent('Navigated to /app');
    await expect(await screen.findByText('You joined Globex')).toBeVisible();
    const db = getActiveMockDb();
    const user = db.users.find((row) => row.email === INVITED_EMAIL)!;
    await expect(user.lastOrganizationId).toBe(demoIds.organizations.globex);
    await expect(db.memberships.filter((row) => row.userId === user.id).map((row) => row.organizationId)).toEqual([demoIds.organizations.globex]);
  },
};

/** Signed in with the invited address: Accept joins and switches. */
export const SignedInAccept: Story = {
  args: { token: invitationTokens.viewer },
  parameters: { ...at(invitationTokens.viewer), session: sessionFixtures.viewer },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Invitation for viewer@demo.okr')).toBeVisible();
    await expect(canvasElement.querySelector('.okr-password-reset')).toHaveAttribute('data-state', 'ready');
    await userEvent.click(canvas.getByRole('button', { name: 'Accept invitation' }));
    await expect(await canvas.findByTestId('story-navigated-to')).toHaveTextContent('Navigated to /app');
    const db = getActiveMockDb();
    await waitFor(() => expect(db.users.get(demoIds.users.viewer)?.lastOrganizationId).toBe(demoIds.organizations.globex));
    await expect(db.invitations.find((row) => row.email === 'viewer@demo.okr')?.status).toBe('accepted');
  },
};

/** Signed in as someone else: says so, offers to sign out, then the signed-out choices. */
export const SignedInAsSomeoneElse: Story = {
  parameters: { session: sessionFixtures.admin },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(`This invitation was sent to ${INVITED_EMAIL}. You are signed in as admin@demo.okr.`);
    await expect(canvas.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(await canvas.findByRole('tab', { name: 'Create account' })).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveValue(INVITED_EMAIL);
  },
};

export const Revoked: Story = {
  args: { token: invitationTokens.revoked },
  parameters: at(invitationTokens.revoked),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This invitation can no longer be used' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('This invitation was revoked');
    await expect(canvas.getByRole('link', { name: 'Go to sign in' })).toBeVisible();
  },
};

export const Expired: Story = {
  args: { token: invitationTokens.expired },
  parameters: at(invitationTokens.expired),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('This invitation has expired');
  },
};

export const AlreadyAccepted: Story = {
  args: { token: invitationTokens.accepted },
  parameters: at(invitationTokens.accepted),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This invitation was already accepted');
    await expect(canvas.getByText('If you accepted it, sign in to find the organization.')).toBeVisible();
  },
};

export const Replaced: Story = {
  args: { token: invitationTokens.replaced },
  parameters: at(invitationTokens.replaced),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('A newer invitation was sent: use the link in the latest email');
  },
};

export const UnknownLink: Story = {
  args: { token: invitationTokens.unknown },
  parameters: at(invitationTokens.unknown),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This invitation link is not valid' })).toBeVisible();
  },
};

/** At a phone's width (Storybook's `phone` viewport, 390 px): nothing scrolls sideways, every target is big enough (WCAG 2.2 2.5.8). */
export const Phone: Story = {
  ...SignedOutCreateAccount,
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { ...SignedOutCreateAccount.parameters, a11y: { options: { rules: { 'target-size': { enabled: true } } } } },
};
