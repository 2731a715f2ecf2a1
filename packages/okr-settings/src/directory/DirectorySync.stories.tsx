import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { scimHandlers, sessionFixtures } from '@okr/mocks';
import { enterpriseAdmin, onPlan } from '../testing/ssoSessions';
import { DirectorySync } from './DirectorySync';

const meta = {
  title: 'Settings/DirectorySync',
  component: DirectorySync,
  args: { onTokenCreated: fn(), onTokenRevoked: fn(), onGroupRoleChanged: fn(), onSeeBilling: fn() },
  parameters: { session: enterpriseAdmin, msw: { handlers: { scim: scimHandlers.provisioned } } },
} satisfies Meta<typeof DirectorySync>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (canvasElement: HTMLElement) => canvasElement.querySelector('.okr-directory-sync');

async function pick(option: HTMLElement) {
  await userEvent.click(option);
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

/** Provisioned: counts, a token in use and a revoked one, two groups (one mapped to Editor), the latest events by token. */
export const Provisioned: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Revoke token scim_7hQz' })).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'ready');
    await expect(canvas.queryByRole('button', { name: 'Revoke token scim_R3vk' })).toBeNull();
    await expect(canvasElement.querySelector('[data-count="tokens"]')).toHaveTextContent('1');
    await expect(canvasElement.querySelector('[data-count="groups"]')).toHaveTextContent('2');
    await expect(canvas.getByRole('combobox', { name: 'Role of Engineering' })).toHaveTextContent('Editor');
    await expect(canvas.getByRole('combobox', { name: 'Role of Sales' })).toHaveTextContent('Default role');
    await expect(canvasElement.querySelector('.okr-scim-events [data-action="scim.user_deactivated"]')).toHaveTextContent('by token scim_7hQz');
  },
};

/** The same at a phone's width (390 px): tables scroll inside themselves, every target is big enough (WCAG 2.2 2.5.8). */
export const ProvisionedPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { a11y: { options: { rules: { 'target-size': { enabled: true } } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Revoke token scim_7hQz' })).toBeVisible();
  },
};

/** Enterprise, nothing set up: an inviting empty state whose button creates the first token. */
export const Empty: Story = {
  parameters: { msw: { handlers: { scim: scimHandlers.enterprise } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Directory sync is not set up yet' })).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'empty');
  },
};

/** The first token: its secret and the base URL shown once, then the token listed; focus back on the panel. */
export const CreateToken: Story = {
  parameters: { msw: { handlers: { scim: scimHandlers.enterprise } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create token' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Your new SCIM token' }));
    await expect(dialog.getByLabelText('Secret of the new SCIM token')).toHaveTextContent(/^scim_[0-9A-Za-z]{40}$/);
    // Visible once the dialog's opening animation ends.
    await waitFor(() => expect(dialog.getByText('This is the only time the token is shown. Copy it now; if it is lost, create another and revoke this one.')).toBeVisible());
    await expect(dialog.getByRole('button', { name: 'Copy the SCIM base URL' })).toBeVisible();
    await waitFor(() => expect(args.onTokenCreated).toHaveBeenCalledWith(expect.objectContaining({ revokedAt: null })));
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'ready'));
    await expect(canvasElement.querySelectorAll('.okr-scim-tokens [data-status="active"]')).toHaveLength(1);
    await expect(canvasElement.querySelector('.okr-scim-events [data-action="scim.token_created"]')).toBeInTheDocument();
  },
};

/** Revoke asks first; once confirmed the token shows Revoked and offers nothing more. */
export const RevokeToken: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Revoke token scim_7hQz' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Revoke token scim_7hQz?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Revoke token' }));
    await expect(await screen.findByText('Token scim_7hQz revoked')).toBeVisible();
    await waitFor(() => expect(args.onTokenRevoked).toHaveBeenCalledWith(expect.objectContaining({ prefix: 'scim_7hQz' })));
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Revoke token scim_7hQz' })).toBeNull());
    await expect(canvasElement.querySelector('[data-count="tokens"]')).toHaveTextContent('0');
  },
};

/** A group mapped to a role: saved at once, said in a toast. */
export const MapGroupRole: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Role of Sales' }));
    await pick(await screen.findByRole('option', { name: 'Viewer' }));
    await expect(await screen.findByText('Sales now gives the role Viewer')).toBeVisible();
    await waitFor(() => expect(args.onGroupRoleChanged).toHaveBeenCalledWith(expect.objectContaining({ displayName: 'Sales', role: expect.objectContaining({ name: 'Viewer' }) })));
    await expect(canvas.getByRole('combobox', { name: 'Role of Sales' })).toHaveTextContent('Viewer');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { scim: scimHandlers.slow } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading directory sync…');
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading');
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { scim: scimHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error loading directory sync. Please try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'error');
  },
};

/** The events alone fail: tokens and groups stay usable, the events part says so. */
export const EventsError: Story = {
  parameters: { msw: { handlers: { scim: scimHandlers.eventsError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The recent events could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create token' })).toBeEnabled();
  },
};

/** An Editor: the server refuses settings:read. */
export const Forbidden: Story = {
  parameters: { session: onPlan(sessionFixtures.editor, 'Enterprise') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent("You don't have permission to manage directory sync.");
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'forbidden');
  },
};

/** Pro (and Free): what Enterprise gives, and the way to Billing; nothing is asked of the server. */
export const ProPlan: Story = {
  parameters: { session: onPlan(sessionFixtures.admin, 'Pro') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Directory sync comes with Enterprise' })).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'locked');
    await userEvent.click(canvas.getByRole('button', { name: 'See plans in Billing' }));
    await expect(args.onSeeBilling).toHaveBeenCalled();
  },
};

/** Spanish: every string from the catalog. */
export const Spanish: Story = {
  parameters: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Sincronización de directorio' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Revocar el token scim_7hQz' })).toBeVisible();
  },
};
