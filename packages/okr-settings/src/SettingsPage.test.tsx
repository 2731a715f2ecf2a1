import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { handlers, resetActiveMockDb, sessionFixtures, ssoMockSeeds } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { renderWithSettings } from './testing/renderWithSettings';
import { SettingsPage } from './SettingsPage';

const server = setupMswServer();

describe('SettingsPage', () => {
  it("is titled 'Account Configuration' with the five tabs in the spec's order, then Periods, Integrations and Sign-in security", () => {
    server.use(...handlers);
    renderWithSettings(<SettingsPage />, { session: sessionFixtures.admin });
    expect(screen.getByRole('heading', { level: 1, name: 'Account Configuration' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Settings sections' })).getAllByRole('tab');
    // Radix draws each label twice (a hidden copy keeps the width when it turns bold): read the first.
    expect(tabs.map((tab) => tab.firstElementChild?.textContent)).toEqual(['General', 'Billing', 'Organization', 'Roles', 'Role Permissions', 'Periods', 'Integrations', 'Sign-in security']);
    expect(tabs[0]).toHaveAttribute('data-state', 'active');
    expect(screen.getByRole('tabpanel', { name: /^General/ })).toHaveTextContent('Account Information');
  });

  it('leaves the Periods tab out for a role without any settings flag', () => {
    server.use(...handlers);
    const noSettings = { canCreate: false, canRead: false, canUpdate: false, canDelete: false };
    const session = { ...sessionFixtures.admin, permissions: { ...sessionFixtures.admin.permissions, settings: noSettings } };
    renderWithSettings(<SettingsPage defaultTab="periods" />, { session });
    const tabs = within(screen.getByRole('tablist', { name: 'Settings sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.firstElementChild?.textContent)).not.toContain('Periods');
    expect(tabs[0]).toHaveAttribute('data-state', 'active');
  });

  it('moves between tabs with the keyboard', async () => {
    server.use(...handlers);
    renderWithSettings(<SettingsPage />, { session: sessionFixtures.admin });
    await userEvent.click(screen.getByRole('tab', { name: /^General/ }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /^Billing/ })).toHaveFocus();
    expect(screen.getByRole('tab', { name: /^Billing/ })).toHaveAttribute('data-state', 'active');
    expect(screen.getByRole('tabpanel', { name: /^Billing/ })).toHaveTextContent('Professional Plan');
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByRole('heading', { name: 'Organization Users' })).toBeInTheDocument();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: /^Sign-in security/ })).toHaveFocus();
    expect(await screen.findByRole('heading', { name: 'Single sign-on comes with Enterprise' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: /^Integrations/ })).toHaveFocus();
    expect(await screen.findByRole('heading', { name: 'API keys' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Webhooks' })).toBeInTheDocument();
    expect(await screen.findByText('No webhook endpoints yet')).toBeInTheDocument();
  });

  it('sends the Free plan from Integrations to Billing in the same page', async () => {
    server.use(...handlers);
    const onTabChange = vi.fn();
    const free = { ...sessionFixtures.admin, organization: { ...sessionFixtures.admin.organization!, plan: 'Free' as const } };
    renderWithSettings(<SettingsPage defaultTab="integrations" onTabChange={onTabChange} />, { session: free });
    // One notice for the tab, not one per panel.
    expect(screen.getAllByRole('heading', { name: 'Integrations come with Pro' })).toHaveLength(1);
    // It names all three: API keys, webhooks and the chat channels.
    expect(screen.getByText(/API keys .* webhooks .* chat channels in Slack and Microsoft Teams/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Webhooks' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'See plans in Billing' }));
    expect(screen.getByRole('tab', { name: /^Billing/ })).toHaveAttribute('data-state', 'active');
    expect(onTabChange).toHaveBeenCalledWith('billing');
  });

  it('sends Pro from Single sign-on to Billing, and shows Enterprise its panel and directory sync', async () => {
    server.use(...handlers);
    const onTabChange = vi.fn();
    const { unmount } = renderWithSettings(<SettingsPage defaultTab="sso" onTabChange={onTabChange} />, { session: sessionFixtures.admin });
    // One notice for the tab, not one per panel.
    expect(await screen.findAllByRole('heading', { name: /comes with Enterprise$/ })).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Directory sync' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'See plans in Billing' }));
    expect(screen.getByRole('tab', { name: /^Billing/ })).toHaveAttribute('data-state', 'active');
    expect(onTabChange).toHaveBeenCalledWith('billing');
    unmount();

    resetActiveMockDb(ssoMockSeeds.configured);
    const enterprise = { ...sessionFixtures.admin, organization: { ...sessionFixtures.admin.organization!, plan: 'Enterprise' as const } };
    renderWithSettings(<SettingsPage defaultTab="sso" />, { session: enterprise });
    expect(await screen.findByRole('textbox', { name: 'Issuer URL' })).toHaveValue('https://login.acme.example');
    expect(screen.queryByRole('heading', { name: 'Single sign-on comes with Enterprise' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Directory sync' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Directory sync is not set up yet' })).toBeInTheDocument();
  });

  it('goes back to /app through the provider by default', async () => {
    server.use(...handlers);
    const { navigate } = renderWithSettings(<SettingsPage />, { session: sessionFixtures.admin });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(navigate).toHaveBeenCalledWith('/app');
  });
});
