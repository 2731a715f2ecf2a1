import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { SsoConnection } from '@okr/contract';
import type { PanelAction } from '../lib/panels/panelAction';
import { ssoCanOf } from './ssoCanOf';
import { SsoConnectionView } from './SsoConnectionView';

// The view drawn from plain values (embedding.md "Views"): every state without a mock server behind it.

const connection: SsoConnection = {
  protocol: 'oidc',
  issuer: 'https://login.acme.example',
  clientId: 'okr-app',
  domains: [
    { domain: 'acme.example', verified: true, verificationRecord: 'okr-verification=verified-token' },
    { domain: 'acme-labs.example', verified: false, verificationRecord: 'okr-verification=pending-token' },
  ],
  defaultRoleType: 'Viewer',
  enforced: false,
  redirectUri: 'https://okr.example/api/auth/sso/callback',
};
const pendingOnly = { ...connection, domains: [connection.domains[1]!] };
const verify: PanelAction<string, { domain: string; verified: true }> = { run: fn(), isPending: false, error: null, reset: fn() };
const all = { settings: { canCreate: true, canRead: true, canUpdate: true, canDelete: true } } as never;

const meta = {
  title: 'Settings/SsoSettings/View',
  component: SsoConnectionView,
  args: {
    state: 'ready',
    connection,
    can: ssoCanOf(all),
    redirectUri: connection.redirectUri,
    settingUp: false,
    onSetUp: fn(),
    onSave: fn(),
    saving: false,
    verifyDomain: verify,
    verifyingDomain: null,
    onTest: fn(),
    onRemove: fn(),
    onRetry: fn(),
    onSeeBilling: fn(),
  },
} satisfies Meta<typeof SsoConnectionView>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (canvasElement: HTMLElement) => canvasElement.querySelector('.okr-sso-settings');

/** A saved OpenID Connect connection: its form, the redirect URI, the domains, test and remove. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'ready');
    await expect(canvas.getByRole('textbox', { name: 'Issuer URL' })).toHaveValue(connection.issuer);
    await canvas.getByRole('button', { name: 'Verify acme-labs.example' }).click();
    await expect(verify.run).toHaveBeenCalledWith('acme-labs.example', expect.anything());
    await canvas.getByRole('button', { name: 'Test sign-in' }).click();
    await expect(args.onTest).toHaveBeenCalled();
    await canvas.getByRole('button', { name: 'Remove connection' }).click();
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

/** No verified domain yet: the test waits for one, and says so. */
export const NoVerifiedDomain: Story = {
  args: { connection: pendingOnly },
  play: async ({ canvasElement }) => {
    const test = within(canvasElement).getByRole('button', { name: 'Test sign-in' });
    await expect(test).toBeDisabled();
    await expect(test).toHaveAccessibleDescription('Verify a domain to test the sign-in.');
  },
};

/** Without the settings flags: the form is read-only, no test and no removal. */
export const ReadOnly: Story = {
  args: { can: ssoCanOf(null) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Issuer URL' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Test sign-in' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Remove connection' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { state: 'empty', connection: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Single sign-on is not set up yet')).toBeVisible();
    await canvas.getByRole('button', { name: 'Set up single sign-on' }).click();
    await expect(args.onSetUp).toHaveBeenCalled();
  },
};

/** Setting up the first connection: the form, and where the redirect URI will be. */
export const SettingUp: Story = {
  args: { state: 'empty', connection: null, settingUp: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Issuer URL' })).toHaveValue('');
  },
};

export const Locked: Story = {
  args: { state: 'locked', connection: null },
  play: async ({ canvasElement, args }) => {
    await within(canvasElement).getByRole('button', { name: 'See plans in Billing' }).click();
    await expect(args.onSeeBilling).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { state: 'loading', connection: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading single sign-on…');
  },
};

export const Error: Story = {
  args: { state: 'error', connection: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Error loading single sign-on. Please try again.')).toBeVisible();
    await canvas.getByRole('button', { name: 'Try again' }).click();
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Forbidden: Story = {
  args: { state: 'forbidden', connection: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent("You don't have permission to manage single sign-on.");
  },
};

export const SignedOut: Story = {
  args: { state: 'signed-out', connection: null },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'signed-out');
  },
};
