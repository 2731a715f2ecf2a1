import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { apiPaths } from '@okr/contract';
import { DEMO_PASSWORD, apiUrl, authHandlers, sessionFixtures } from '@okr/mocks';
import { UserProfile } from './UserProfile';

const meta = {
  title: 'Auth/Account/UserProfile',
  component: UserProfile,
  args: { onLocaleChange: fn() },
  parameters: { route: '/app/account', session: sessionFixtures.admin },
} satisfies Meta<typeof UserProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (canvasElement: HTMLElement) => canvasElement.querySelector('.okr-user-profile');

/** The signed-in user's names, verified email and language. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('First name')).toHaveValue(sessionFixtures.admin.user.firstName);
    await expect(canvas.getByText('Verified')).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'ready');
  },
};

/** An address not verified yet says so beside it. */
export const Unverified: Story = {
  parameters: { session: { ...sessionFixtures.admin, user: { ...sessionFixtures.admin.user, emailVerified: false } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Not verified')).toBeVisible();
  },
};

/** A new name is saved and said so. */
export const NameSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByLabelText('First name');
    await userEvent.clear(first);
    await userEvent.type(first, 'Augusta');
    await userEvent.click(canvas.getByRole('button', { name: 'Save name' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Name saved.');
  },
};

/** While the name is saved, its button is busy. */
export const Saving: Story = {
  parameters: { msw: { handlers: { auth: [http.patch(apiUrl(apiPaths.auth.me), () => new Promise<never>(() => {})), ...authHandlers.default] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Last name'), 'x');
    await userEvent.click(canvas.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save name' })).toBeDisabled());
  },
};

/** The save fails with the API's real 500: the screen's own words show. */
export const SaveError: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.updateMeError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Last name'), 'x');
    await userEvent.click(canvas.getByRole('button', { name: 'Save name' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not save your changes.');
  },
};

/** A change of email waits for its link: the form gives way to where the link went. */
export const EmailPending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New email'), 'new-address@demo.okr');
    await userEvent.type(canvas.getByLabelText('Current password'), DEMO_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Send confirmation link' }));
    await expect(await canvas.findByText(/We sent a link to new-address@demo\.okr/)).toBeVisible();
  },
};

/** A wrong password is named under its field, and the email stays. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New email'), 'new-address@demo.okr');
    await userEvent.type(canvas.getByLabelText('Current password'), 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Send confirmation link' }));
    await expect(await canvas.findByText('The password is not correct')).toBeVisible();
    await expect(canvas.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** No session: a sentence, never a redirect. */
export const SignedOut: Story = {
  parameters: { session: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sign in to manage your account.')).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'signed-out');
  },
};

/** At a phone's width (390 px): the fields stack, nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { a11y: { options: { rules: { 'target-size': { enabled: true } } } } },
};
