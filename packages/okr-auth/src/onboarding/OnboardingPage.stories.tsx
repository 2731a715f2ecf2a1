import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { authHandlers, sessionFixtures } from '@okr/mocks';
import { OnboardingPage } from './OnboardingPage';

const meta = {
  title: 'Auth/OnboardingPage',
  component: OnboardingPage,
  parameters: { route: '/app/onboarding', session: sessionFixtures.needsOnboarding },
} satisfies Meta<typeof OnboardingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A newcomer completes the onboarding and goes to the app. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Complete onboarding' }));
    await expect(await canvas.findByTestId('story-navigated-to')).toHaveTextContent('Navigated to /app');
  },
};

/** Completion fails with the API's 500: the default message is shown and the user can try again. */
export const Error: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.completeOnboardingError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Complete onboarding' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not complete onboarding. Please try again.');
  },
};

/** The newcomer had opened a link (AppGuard's `next`): completion goes there, not to the dashboard. */
export const FromLink: Story = {
  args: { next: '/app/objectives/42?org=org-1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Complete onboarding' }));
    await expect(await canvas.findByTestId('story-navigated-to')).toHaveTextContent(
      /^Navigated to \/app\/objectives\/42\?org=org-1$/,
    );
  },
};

/** A `next` outside the app (here another site) is never followed: completion goes to /app. */
export const HostileNext: Story = {
  args: { next: '//evil.example/app' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Complete onboarding' }));
    await expect(await canvas.findByTestId('story-navigated-to')).toHaveTextContent(/^Navigated to \/app$/);
  },
};
