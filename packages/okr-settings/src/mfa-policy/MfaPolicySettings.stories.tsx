import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoIds, demoSeed, mfaMockSeeds, sessionFixtures } from '@okr/mocks';
import type { MockSeed } from '@okr/mocks';
import { onPlan } from '../testing/ssoSessions';
import { MfaPolicySettings } from './MfaPolicySettings';

const proAdmin = onPlan(sessionFixtures.admin, 'Pro');

const meta = {
  title: 'Settings/MfaPolicySettings',
  component: MfaPolicySettings,
  args: { onSeeBilling: fn() },
  parameters: { session: proAdmin, mockSeed: mfaMockSeeds.proPolicy },
} satisfies Meta<typeof MfaPolicySettings>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement) => canvasElement.querySelector('.okr-mfa-policy');

/** Pro, not required yet: the switch and who has no second factor. */
export const Optional: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list')).toBeVisible();
    await expect(panel(canvasElement)).toHaveAttribute('data-state', 'optional');
  },
};

/** Turning it on. */
export const TurnOn: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('switch', { name: 'Require a second factor' }));
    await waitFor(() => expect(panel(canvasElement)).toHaveAttribute('data-state', 'required'));
  },
};

/** The admin has no second factor: the server's refusal, the switch stays off. */
export const AdminWithoutFactor: Story = {
  parameters: {
    mockSeed: ((db) => {
      demoSeed(db);
      db.organizations.update(demoIds.organizations.acme, { plan: 'Pro' });
    }) satisfies MockSeed,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('switch', { name: 'Require a second factor' }));
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

/** Below Pro: locked with the plan message. */
export const FreePlan: Story = {
  parameters: { session: onPlan(sessionFixtures.admin, 'Free') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Requiring a second factor is available on the Pro and Enterprise plans.')).toBeVisible();
  },
};

/** A Viewer sees the requirement and cannot change it. */
export const ReadOnly: Story = {
  parameters: { session: onPlan(sessionFixtures.viewer, 'Pro'), mockSeed: mfaMockSeeds.proPolicyRequired },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('switch', { name: 'Require a second factor' })).toBeDisabled();
  },
};

/** In Spanish. */
export const Spanish: Story = {
  parameters: { locale: 'es', mockSeed: mfaMockSeeds.proPolicyRequired },
};
