import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { authHandlers, sessionFixtures } from '@okr/mocks';
import { AppGuard } from './AppGuard';

const meta = {
  title: 'Auth/Guards/AppGuard',
  component: AppGuard,
  args: { children: <p>App content</p> },
  parameters: { route: '/app/objectives' },
} satisfies Meta<typeof AppGuard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only a token is known: the user is loaded from /auth/me first. */
const tokenOnly = { accessToken: sessionFixtures.needsOnboarding.accessToken };

/** A member with onboarding done sees the /app page. */
export const Allowed: Story = {
  parameters: { session: sessionFixtures.admin },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('App content')).toBeVisible();
  },
};

/** A signed-out visitor goes to the landing page. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('story-navigated-to')).toHaveTextContent('Navigated to /');
  },
};

/** A super administrator belongs in /admin, not /app. */
export const SuperAdmin: Story = {
  parameters: { session: sessionFixtures.superAdmin },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('story-navigated-to')).toHaveTextContent('Navigated to /admin');
  },
};

/** Unfinished onboarding is sent to the onboarding from every other /app path, which it names as `next`. */
export const OnboardingIncomplete: Story = {
  parameters: { route: '/app/objectives/42?org=org-1', session: sessionFixtures.needsOnboarding },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('story-navigated-to')).toHaveTextContent(
      `Navigated to /app/onboarding?next=${encodeURIComponent('/app/objectives/42?org=org-1')}`,
    );
  },
};

/** Unfinished onboarding on the onboarding itself: the page is shown. */
export const OnboardingPage: Story = {
  args: { children: <p>Onboarding content</p> },
  parameters: { route: '/app/onboarding', session: sessionFixtures.needsOnboarding },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Onboarding content')).toBeVisible();
  },
};

/** Finished onboarding never sees the onboarding again: back to /app. */
export const OnboardingDone: Story = {
  parameters: { route: '/app/onboarding', session: sessionFixtures.admin },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('story-navigated-to')).toHaveTextContent('Navigated to /app');
  },
};

/** Finished onboarding opened with a `next` (onboarding done in another tab): on to that app path. */
export const OnboardingDoneWithNext: Story = {
  parameters: { route: `/app/onboarding?next=${encodeURIComponent('/app/objectives/42')}`, session: sessionFixtures.admin },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('story-navigated-to')).toHaveTextContent(
      /^Navigated to \/app\/objectives\/42$/,
    );
  },
};

/** While /auth/me answers, the guard says it is checking the session. */
export const Pending: Story = {
  parameters: { session: tokenOnly, msw: { handlers: { auth: authHandlers.slow } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your session…');
    await expect(canvas.queryByText('App content')).toBeNull();
  },
};

/** Once /auth/me answers, the loaded user is routed like any other (here: to the onboarding). */
export const LoadedFromToken: Story = {
  parameters: { session: tokenOnly },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('story-navigated-to')).toHaveTextContent(
      'Navigated to /app/onboarding',
    );
  },
};

/** /auth/me fails with a server error: the guard says so and offers a retry, never a blank page. */
export const SessionCheckFailed: Story = {
  parameters: { session: tokenOnly, msw: { handlers: { auth: authHandlers.meError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent("We couldn't check your session.");
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.queryByText('App content')).toBeNull();
  },
};
