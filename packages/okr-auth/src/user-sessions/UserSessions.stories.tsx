import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { authHandlers, sessionFixtures } from '@okr/mocks';
import { UserSessions } from './UserSessions';

const meta = {
  title: 'Auth/Account/UserSessions',
  component: UserSessions,
  parameters: { route: '/app/account', session: sessionFixtures.admin, msw: { handlers: { auth: authHandlers.sessionsOnDevices } } },
} satisfies Meta<typeof UserSessions>;

export default meta;
type Story = StoryObj<typeof meta>;

const state = (canvasElement: HTMLElement) => canvasElement.querySelector('.okr-user-sessions')?.getAttribute('data-state');

/** Signed in here, on a Windows laptop and on an iPhone: each with its browser, system, address and way in. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Firefox 132 on Windows 10')).toBeVisible();
    await expect(canvas.getByText('This device')).toBeVisible();
    await expect(canvas.getByText(/Signed in with single sign-on/)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^End session/ })).toHaveLength(2);
  },
};

/** Ending one: it leaves the list. */
export const EndOne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'End session: Firefox 132 on Windows 10' }));
    await waitFor(() => expect(canvas.queryByText('Firefox 132 on Windows 10')).toBeNull());
    await expect(canvas.getByText('Safari 18 on iOS 18.1')).toBeVisible();
  },
};

/** Ending all the others is asked once more; then only this device is left. */
export const EndOthers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'End all other sessions' }));
    await userEvent.click(await screen.findByRole('button', { name: 'End other sessions' }));
    await expect(await canvas.findByText('You are signed in on this device only.')).toBeVisible();
    await expect(state(canvasElement)).toBe('empty');
  },
};

/** Signed in on this device only. */
export const Empty: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.default } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You are signed in on this device only.')).toBeVisible();
    await expect(state(canvasElement)).toBe('empty');
  },
};

/** The list is on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.sessionsSlow } } },
  play: async ({ canvasElement }) => {
    await expect(state(canvasElement)).toBe('loading');
  },
};

/** The list cannot be loaded: an error with a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.sessionsError } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Could not load your sessions.')).toBeVisible();
    await expect(state(canvasElement)).toBe('error');
  },
};

/** No session: a sentence, never a redirect. */
export const SignedOut: Story = {
  parameters: { session: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sign in to manage your account.')).toBeVisible();
    await expect(state(canvasElement)).toBe('signed-out');
  },
};

/** At a phone's width (390 px): rows wrap, the buttons stay big enough. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { a11y: { options: { rules: { 'target-size': { enabled: true } } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Safari 18 on iOS 18.1')).toBeVisible();
  },
};
