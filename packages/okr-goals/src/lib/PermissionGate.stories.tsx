import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { apiPaths } from '@okr/contract';
import { apiUrl, authHandlers, sessionFixtures } from '@okr/mocks';
import { RequirePermission } from './PermissionGate';

const meta = {
  title: 'Goals/PermissionGate',
  component: RequirePermission,
  args: {
    domain: 'objectives',
    action: 'create',
    title: 'New objective',
    message: 'Your role can view objectives but cannot create them.',
    backLabel: 'Back to objectives',
    onBack: fn(),
    children: <p>The new objective form</p>,
  },
  parameters: { route: '/app/objectives/create', session: sessionFixtures.editor },
} satisfies Meta<typeof RequirePermission>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A role with the flag (Editor may create objectives): the gated content itself, no read-only dialog. */
export const Allowed: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('The new objective form')).toBeVisible();
    await expect(screen.queryByText('You have read-only access')).toBeNull();
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(args.onBack).not.toHaveBeenCalled();
  },
};

/** A Viewer opens a create address: a dialog named as asked says they may only read, and leads back. */
export const ReadOnly: Story = {
  parameters: { session: sessionFixtures.viewer },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'New objective' }));
    // Visible once the dialog's opening animation is through.
    await waitFor(() => expect(dialog.getByText('You have read-only access')).toBeVisible());
    await expect(dialog.getByText('Your role can view objectives but cannot create them.')).toBeVisible();
    await expect(dialog.getByText('If you need to, ask an Admin of your organization to change your role.')).toBeVisible();
    await expect(within(canvasElement).queryByText('The new objective form')).toBeNull();
    await expect(screen.queryByText('The new objective form')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Back to objectives' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** Escape (or the close button) leads back the same way. */
export const ReadOnlyEscapeLeadsBack: Story = {
  parameters: { session: sessionFixtures.viewer },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'New objective' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onBack).toHaveBeenCalledTimes(1));
  },
};

/** A Viewer may read objectives: a read gate lets them in. */
export const ReadAllowedForViewer: Story = {
  args: { action: 'read', children: <p>The objective</p> },
  parameters: { session: sessionFixtures.viewer },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The objective')).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/**
 * The caller's flags are not known yet (`/auth/me` on its way): the dialog shows its skeleton,
 * never the gated content nor the refusal.
 */
export const Pending: Story = {
  parameters: {
    session: { ...sessionFixtures.viewer, permissions: null },
    msw: { handlers: { auth: [http.get(apiUrl(apiPaths.auth.me), () => new Promise<never>(() => undefined)), ...authHandlers.default] } },
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'New objective' }));
    await expect(dialog.getByRole('status')).toHaveTextContent('Loading…');
    await expect(dialog.queryByText('You have read-only access')).toBeNull();
    await expect(screen.queryByText('The new objective form')).toBeNull();
  },
};
