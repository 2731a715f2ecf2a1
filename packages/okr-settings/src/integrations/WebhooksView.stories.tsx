import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { Webhook } from '@okr/contract';
import { webhooksCanOf } from './webhooksCanOf';
import { WebhooksView } from './WebhooksView';

// The view drawn from plain values (embedding.md "Views"): every state without a mock server behind it.

const url = 'https://hooks.example.com/okr';
const webhook: Webhook = {
  id: 'wh1',
  url,
  events: ['objective.updated', 'check_in.created'],
  description: 'Our CRM',
  enabled: true,
  createdAt: '2026-11-01T09:30:00.000Z',
  lastDeliveryAt: null,
  consecutiveFailures: 0,
};
const all = { settings: { canCreate: true, canRead: true, canUpdate: true, canDelete: true } } as never;

const meta = {
  title: 'Settings/WebhooksPanel/View',
  component: WebhooksView,
  args: {
    state: 'ready',
    webhooks: [webhook],
    can: webhooksCanOf(all),
    onCreate: fn(),
    onToggle: fn(),
    onDeliveries: fn(),
    onPing: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onRetry: fn(),
    onSeeBilling: fn(),
  },
} satisfies Meta<typeof WebhooksView>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (canvasElement: HTMLElement) => canvasElement.querySelector('.okr-webhooks');

/** Ready: the switch and each action call back with the endpoint. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'ready');
    await canvas.getByRole('switch', { name: `Send events to ${url}` }).click();
    await expect(args.onToggle).toHaveBeenCalledWith(webhook, false);
    await canvas.getByRole('button', { name: `Send a test event to ${url}` }).click();
    await expect(args.onPing).toHaveBeenCalledWith(webhook);
  },
};

/** A change under way: that endpoint's switch waits. */
export const Saving: Story = {
  args: { pendingId: webhook.id },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: `Send events to ${url}` })).toBeDisabled();
  },
};

/** Without the settings flags: the switch disabled, no add, test, edit or delete. */
export const ReadOnly: Story = {
  args: { can: webhooksCanOf(null) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: `Send events to ${url}` })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Add endpoint' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: `Delete endpoint ${url}` })).toBeNull();
  },
};

/** The Free plan: the plan notice instead of the list. */
export const Locked: Story = {
  args: { state: 'locked', webhooks: [] },
  play: async ({ canvasElement, args }) => {
    await within(canvasElement).getByRole('button', { name: 'See plans in Billing' }).click();
    await expect(args.onSeeBilling).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { state: 'loading', webhooks: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading webhooks…');
  },
};

export const Empty: Story = {
  args: { state: 'empty', webhooks: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No webhook endpoints yet')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { state: 'error', webhooks: [] },
  play: async ({ canvasElement, args }) => {
    await within(canvasElement).getByRole('button', { name: 'Try again' }).click();
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Forbidden: Story = {
  args: { state: 'forbidden', webhooks: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent("You don't have permission to manage webhooks.");
  },
};

export const SignedOut: Story = {
  args: { state: 'signed-out', webhooks: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sign in to manage webhooks.')).toBeVisible();
  },
};
