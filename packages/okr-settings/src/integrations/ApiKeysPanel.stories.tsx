import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { integrationHandlers, sessionFixtures } from '@okr/mocks';
import { ApiKeysPanel } from './ApiKeysPanel';

const meta = {
  title: 'Settings/ApiKeysPanel',
  component: ApiKeysPanel,
  args: { onKeyCreated: fn(), onKeyRevoked: fn(), onSeeBilling: fn() },
  parameters: { session: sessionFixtures.admin },
} satisfies Meta<typeof ApiKeysPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const withKeys = { msw: { handlers: { integrations: integrationHandlers.withKeys } } };

/** Keys in each state: in use, expired, revoked (no revoke button on a revoked key). */
export const Default: Story = {
  parameters: withKeys,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: /Data warehouse sync/ });
    await expect(canvasElement.querySelector('.okr-api-keys')).toHaveAttribute('data-state', 'ready');
    await expect(canvas.getByRole('row', { name: /Quarter-end report/ })).toHaveTextContent('Expired');
    await expect(canvas.getByRole('row', { name: /Old import/ })).toHaveTextContent('Revoked');
    await expect(canvas.queryByRole('button', { name: 'Revoke key Old import' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Revoke key Data warehouse sync' })).toBeVisible();
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No API keys yet')).toBeVisible();
    await expect(canvasElement.querySelector('.okr-api-keys')).toHaveAttribute('data-state', 'empty');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { integrations: integrationHandlers.apiKeysSlow } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading API keys…');
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { integrations: integrationHandlers.apiKeysError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error loading API keys. Please try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** An Editor: the server refuses settings.read. */
export const Forbidden: Story = {
  parameters: { session: sessionFixtures.editor },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent("You don't have permission to manage API keys.");
    await expect(within(canvasElement).queryByRole('button', { name: 'Create API key' })).toBeNull();
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
    await expect(canvasElement.querySelector('.okr-api-keys')).toHaveAttribute('data-state', 'locked');
    await userEvent.click(canvas.getByRole('button', { name: 'See plans in Billing' }));
    await expect(args.onSeeBilling).toHaveBeenCalled();
  },
};

/** Create: read-only by default, a flag ticked, then the secret shown once and the new row. */
export const CreateKey: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create API key' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create API key' }));
    await expect(dialog.getByRole('checkbox', { name: 'Read objectives' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Create objectives' })).not.toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Create key' }));
    await waitFor(() => expect(dialog.getByText('Name is required')).toBeVisible());
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Check-in feed');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Create key_results' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create key' }));
    const created = within(await screen.findByRole('dialog', { name: 'Key "Check-in feed" created' }));
    await expect(created.getByLabelText('Secret of the new key')).toHaveTextContent(/^okr_[0-9A-Za-z]{40}$/);
    await expect(created.getByText(/only time the secret is shown/)).toBeVisible();
    await waitFor(() => expect(args.onKeyCreated).toHaveBeenCalledWith(expect.objectContaining({ name: 'Check-in feed' })));
    await userEvent.click(created.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    const row = await canvas.findByRole('row', { name: /Check-in feed/ });
    await expect(row).toHaveTextContent('Reads 6 areas, changes 1');
  },
};

/** Revoke after the confirmation: the key stays listed, as revoked. */
export const RevokeKey: Story = {
  parameters: withKeys,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Revoke key Data warehouse sync' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke "Data warehouse sync"?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 10_000 });
    await waitFor(() => expect(canvas.getByRole('row', { name: /Data warehouse sync/ })).toHaveTextContent('Revoked'));
    // Focus goes back to the panel (the row's revoke button is gone with the revocation).
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Create API key' })).toHaveFocus());
    await expect(await screen.findByText('API key "Data warehouse sync" revoked')).toBeVisible();
    await waitFor(() => expect(args.onKeyRevoked).toHaveBeenCalled());
  },
};

/** A phone: the table scrolls sideways inside the panel, nothing overflows the page. */
export const Phone: Story = {
  parameters: {
    ...withKeys,
    viewport: { options: { phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' } } },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('rowheader', { name: /Data warehouse sync/ });
    const panel = canvasElement.querySelector<HTMLElement>('.okr-api-keys')!;
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth + 1);
  },
};
