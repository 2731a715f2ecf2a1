import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { adminHandlers, demoSeed, sessionFixtures } from '@okr/mocks';
import { seedWithAudit } from '../testing/storySeeds';
import { AuditLog } from './AuditLog';
import { refusalStories } from '../testing/refusalStories';

const meta = {
  title: 'Admin/AuditLog',
  component: AuditLog,
  parameters: { route: '/admin/audit', session: sessionFixtures.superAdmin, mockSeed: seedWithAudit },
} satisfies Meta<typeof AuditLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The trail, newest first; filtering by action narrows it on the server. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('user.deactivated')).toBeVisible();
    await expect(canvas.getByText('1–4 of 4')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Action' }));
    await userEvent.click(await screen.findByRole('option', { name: 'organization.plan_updated' }));
    await expect(await canvas.findByText('1–1 of 1')).toBeVisible();
    await expect(canvas.getByText('plan: "Free" → "Pro"')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { mockSeed: demoSeed },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No audit entries match these filters.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.slow } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.error } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

/** At a phone's width (Storybook's `phone` viewport, 390 px): nothing scrolls sideways, every target is big enough (WCAG 2.2 2.5.8). */
export const Phone: Story = {
  ...Default,
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { ...Default.parameters, a11y: { options: { rules: { 'target-size': { enabled: true } } } } },
};

const refusals = refusalStories({ forbidden: { admin: adminHandlers.forbidden }, signedOut: { admin: adminHandlers.signedOut } });

/** Signed in without super-administrator rights: the server's 403 in its words, no retry. */
export const Forbidden: Story = refusals.forbidden;

/** No session (401 after the refresh failed): the signed-out line. */
export const SignedOut: Story = refusals.signedOut;
