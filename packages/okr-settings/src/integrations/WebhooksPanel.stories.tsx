import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { integrationHandlers, sessionFixtures } from '@okr/mocks';
import { WebhooksPanel } from './WebhooksPanel';

const meta = {
  title: 'Settings/WebhooksPanel',
  component: WebhooksPanel,
  args: { onWebhookCreated: fn(), onWebhookUpdated: fn(), onWebhookDeleted: fn(), onSeeBilling: fn() },
  parameters: { session: sessionFixtures.admin },
} satisfies Meta<typeof WebhooksPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const withWebhooks = { msw: { handlers: { integrations: integrationHandlers.withWebhooks } } };
const healthyUrl = 'https://crm.partner.example/okr/events';
const oldUrl = 'https://old-dashboard.partner.example/hooks';

/** A healthy endpoint with one failure in a row, and one the API turned off after 50. */
export const Default: Story = {
  parameters: withWebhooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const healthy = await canvas.findByRole('row', { name: new RegExp(healthyUrl) });
    await expect(canvasElement.querySelector('.okr-webhooks')).toHaveAttribute('data-state', 'ready');
    await expect(healthy).toHaveTextContent('4 events');
    await expect(healthy).toHaveTextContent('Failing');
    await expect(within(healthy).getByRole('switch', { name: `Send events to ${healthyUrl}` })).toBeChecked();
    const old = canvas.getByRole('row', { name: new RegExp(oldUrl) });
    await expect(old).toHaveTextContent('Turned off after 50 failed deliveries in a row');
    await expect(within(old).getByRole('switch', { name: `Send events to ${oldUrl}` })).not.toBeChecked();
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No webhook endpoints yet')).toBeVisible();
    await expect(canvasElement.querySelector('.okr-webhooks')).toHaveAttribute('data-state', 'empty');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { integrations: integrationHandlers.webhooksSlow } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading webhooks…');
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { integrations: integrationHandlers.webhooksError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error loading webhooks. Please try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** An Editor: the server refuses settings.read. */
export const Forbidden: Story = {
  parameters: { session: sessionFixtures.editor },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent("You don't have permission to manage webhooks.");
    await expect(within(canvasElement).queryByRole('button', { name: 'Add endpoint' })).toBeNull();
  },
};

/** The Free plan: what Pro gives and the way to Billing, no list. */
export const FreePlan: Story = {
  parameters: {
    session: { ...sessionFixtures.admin, organization: { ...sessionFixtures.admin.organization!, plan: 'Free' } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Integrations come with Pro' })).toBeVisible();
    await expect(canvasElement.querySelector('.okr-webhooks')).toHaveAttribute('data-state', 'locked');
    await userEvent.click(canvas.getByRole('button', { name: 'See plans in Billing' }));
    await expect(args.onSeeBilling).toHaveBeenCalled();
  },
};

/** Add: the form says what is missing, then the signing secret once, then the new row. */
export const AddEndpoint: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add endpoint' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add endpoint' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() => expect(dialog.getByText('URL is required')).toBeVisible());
    await expect(dialog.getByText('Choose at least one event')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Endpoint URL' }), 'not a url');
    await expect(dialog.getByText('Enter a full https:// URL')).toBeVisible();
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Endpoint URL' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Endpoint URL' }), 'https://hooks.example.com/okr');
    await userEvent.click(dialog.getByRole('checkbox', { name: /Check-in recorded/ }));
    await expect(dialog.getByRole('checkbox', { name: /All events/ })).toHaveAttribute('data-state', 'indeterminate');
    await userEvent.click(dialog.getByRole('checkbox', { name: /Objective updated/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add endpoint' }));
    const created = within(await screen.findByRole('dialog', { name: 'Endpoint added' }));
    await expect(created.getByLabelText('Signing secret of the endpoint')).toHaveTextContent(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await waitFor(() => expect(args.onWebhookCreated).toHaveBeenCalledWith(expect.objectContaining({ events: ['objective.updated', 'check_in.created'] })));
    await userEvent.click(created.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    await expect(await canvas.findByRole('row', { name: /hooks\.example\.com/ })).toHaveTextContent('2 events');
  },
};

/** A private address: the server's 422 under the field, and what was typed stays. */
export const PrivateAddressRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add endpoint' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add endpoint' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Endpoint URL' }), 'https://192.168.1.20/hook');
    await userEvent.click(dialog.getByRole('checkbox', { name: /All events/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() => expect(dialog.getByText('Webhook URLs cannot point to a loopback, private, link-local or multicast address')).toBeVisible());
    await expect(dialog.getByRole('textbox', { name: 'Endpoint URL' })).toHaveValue('https://192.168.1.20/hook');
    await expect(dialog.getByRole('checkbox', { name: /Task deleted/ })).toBeChecked();
  },
};

/** Edit: only the changed field is sent; the row shows it. */
export const EditEndpoint: Story = {
  parameters: withWebhooks,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Edit endpoint ${healthyUrl}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit endpoint' }));
    await expect(dialog.getByRole('checkbox', { name: /Key result updated/ })).toBeChecked();
    const description = dialog.getByRole('textbox', { name: 'Description (optional)' });
    await userEvent.clear(description);
    await userEvent.type(description, 'CRM and billing sync');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    await expect(await canvas.findByText('CRM and billing sync')).toBeVisible();
    await expect(args.onWebhookUpdated).toHaveBeenCalledWith(expect.objectContaining({ description: 'CRM and billing sync' }));
  },
};

/** Turning the endpoint that was switched off back on resets its failures. */
export const EnableAgain: Story = {
  parameters: withWebhooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: `Send events to ${oldUrl}` }));
    await expect(await screen.findByText('Endpoint enabled')).toBeVisible();
    const old = canvas.getByRole('row', { name: new RegExp(oldUrl) });
    await waitFor(() => expect(old).toHaveAttribute('data-status', 'enabled'));
    await expect(old).not.toHaveTextContent('Turned off');
  },
};

/** Delete after the confirmation: the row goes, focus comes back to the panel. */
export const DeleteEndpoint: Story = {
  parameters: withWebhooks,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Delete endpoint ${oldUrl}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this endpoint?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 10_000 });
    await waitFor(() => expect(canvas.queryByRole('row', { name: new RegExp(oldUrl) })).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add endpoint' })).toHaveFocus());
    await expect(args.onWebhookDeleted).toHaveBeenCalled();
  },
};

/** The deliveries log in each state; a failed one redelivered becomes a new pending delivery. */
export const Deliveries: Story = {
  parameters: withWebhooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Deliveries to ${healthyUrl}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Deliveries' }));
    const failed = await dialog.findByRole('row', { name: /check_in\.created/ });
    await expect(failed).toHaveTextContent('Failed');
    await expect(failed).toHaveTextContent('HTTP 503: Service Unavailable');
    await expect(dialog.getAllByRole('row').filter((row) => row.getAttribute('data-status') === 'pending')).toHaveLength(2);
    await userEvent.click(within(failed).getByRole('button', { name: /^Redeliver check_in\.created/ }));
    await expect(await screen.findByText('Delivery queued again')).toBeVisible();
    await waitFor(() => expect(dialog.getAllByRole('row').filter((row) => row.getAttribute('data-status') === 'pending')).toHaveLength(3));
  },
};

export const DeliveriesError: Story = {
  parameters: { msw: { handlers: { integrations: integrationHandlers.webhookDeliveriesError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add endpoint' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add endpoint' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Endpoint URL' }), 'https://hooks.example.com/okr');
    await userEvent.click(form.getByRole('checkbox', { name: /All events/ }));
    await userEvent.click(form.getByRole('button', { name: 'Add endpoint' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    await userEvent.click(await canvas.findByRole('button', { name: 'Deliveries to https://hooks.example.com/okr' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Deliveries' }));
    await waitFor(() => expect(dialog.getByText('Error loading deliveries. Please try again.')).toBeVisible());
  },
};

/** A test event: queued at once, it shows as pending in the log. */
export const Ping: Story = {
  parameters: withWebhooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Send a test event to ${healthyUrl}` }));
    await expect(await screen.findByText('Test event queued')).toBeVisible();
  },
};

/** A phone: the table scrolls sideways inside the panel, nothing overflows the page. */
export const Phone: Story = {
  parameters: {
    ...withWebhooks,
    viewport: { options: { phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' } } },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('row', { name: new RegExp(healthyUrl) });
    const panel = canvasElement.querySelector<HTMLElement>('.okr-webhooks')!;
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth + 1);
  },
};
