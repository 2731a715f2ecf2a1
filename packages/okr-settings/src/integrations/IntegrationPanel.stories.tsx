import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useTranslation } from '@okr/core';
import { webhooksCatalogs } from '../lib/catalogs/webhooksCatalogs';
import { viewStateStories } from '../testing/viewStateStories';
import { IntegrationPanel, integrationPanelTexts } from './IntegrationPanel';
import type { IntegrationPanelProps } from './IntegrationPanel';

// The frame the Integrations tab's three panels share, under the webhooks panel's words (from the
// locales) with a plain list: each state it draws, whatever the panel inside.

type FrameProps = Omit<IntegrationPanelProps<string>, 'rootClass' | 'texts' | 'list'>;

function WebhooksFrame(props: FrameProps) {
  const t = useTranslation(webhooksCatalogs);
  return (
    <IntegrationPanel
      rootClass="okr-webhooks"
      texts={integrationPanelTexts(t, 'webhooks')}
      list={(items) => (
        <ul aria-label="Endpoints">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {...props}
    />
  );
}

const meta = {
  title: 'Settings/Integrations/IntegrationPanel',
  component: WebhooksFrame,
  args: {
    state: 'ready',
    items: ['https://hooks.example.com/okr', 'https://crm.example.com/events'],
    onRetry: fn(),
    onSeeBilling: fn(),
    action: <button type="button">Add endpoint</button>,
  },
} satisfies Meta<typeof WebhooksFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = viewStateStories(
  {
    root: '.okr-webhooks',
    loading: 'Loading webhooks…',
    loadError: 'Error loading webhooks. Please try again.',
    forbidden: "You don't have permission to manage webhooks.",
    signedOut: 'Sign in to manage webhooks.',
    emptyTitle: 'No webhook endpoints yet',
  },
  { items: [] },
);

const noAction = async (canvasElement: HTMLElement) => expect(within(canvasElement).queryByRole('button', { name: 'Add endpoint' })).toBeNull();

/** Ready: the title, the header's action and the list. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add endpoint' })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Endpoints' })).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Empty: the default empty state, and the action to add the first one. */
export const Empty: Story = {
  ...states.empty,
  play: async (context) => {
    await states.empty.play(context);
    await expect(within(context.canvasElement).getByRole('button', { name: 'Add endpoint' })).toBeVisible();
  },
};

/** A partner's own empty state in the `empty` slot. */
export const EmptySlot: Story = {
  args: { ...states.empty.args, empty: () => <p>Nothing is listening yet</p> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing is listening yet')).toBeVisible();
    await expect(within(canvasElement).queryByText('No webhook endpoints yet')).toBeNull();
  },
};

/** Loading: no action until the list is there. */
export const Loading: Story = {
  ...states.loading,
  play: async (context) => {
    await states.loading.play(context);
    await noAction(context.canvasElement);
  },
};

export const LoadError: Story = states.loadError;

/** Refused (403): the line, no action. */
export const Forbidden: Story = {
  ...states.forbidden,
  play: async (context) => {
    await states.forbidden.play(context);
    await noAction(context.canvasElement);
  },
};

export const SignedOut: Story = states.signedOut;

/** The Free plan: the integrations' plan notice instead of the list; its button opens Billing. */
export const Locked: Story = {
  args: { state: 'locked', items: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Integrations come with Pro' })).toBeVisible();
    await noAction(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'See plans in Billing' }));
    await expect(args.onSeeBilling).toHaveBeenCalled();
  },
};

/** Locked with no Billing callback: the notice links to the host's Billing page instead. */
export const LockedWithBillingLink: Story = {
  args: { state: 'locked', items: [], onSeeBilling: undefined, billingHref: '/admin/billing' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'See plans in Billing' })).toHaveAttribute('href', '/admin/billing');
  },
};

/** A panel's own notice in place of the integrations' one. */
export const LockedOwnNotice: Story = {
  args: { state: 'locked', items: [], planNotice: <p role="note">Webhooks come with the Enterprise plan</p> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('Webhooks come with the Enterprise plan');
    await expect(canvas.queryByRole('heading', { name: 'Integrations come with Pro' })).toBeNull();
  },
};

/** The panel's dialogs are drawn whatever the state (closed by default, here one open). */
export const WithDialog: Story = {
  args: { state: 'loading', items: [], children: <div role="dialog" aria-label="Add webhook endpoint" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('dialog', { name: 'Add webhook endpoint' })).toBeInTheDocument();
  },
};
