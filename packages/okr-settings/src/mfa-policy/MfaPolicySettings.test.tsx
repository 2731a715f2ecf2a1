import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authHandlers, demoIds, demoSeed, enrolTotp, getActiveMockDb, organizationHandlers, resetActiveMockDb, sessionFixtures } from '@okr/mocks';
import type { MockDb } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { renderWithSettings } from '../testing/renderWithSettings';
import { onPlan } from '../testing/ssoSessions';
import { MfaPolicySettings } from './MfaPolicySettings';

const server = setupMswServer();

/** Acme on Pro; the Admin has an authenticator app unless told otherwise. */
function renderPanel({ adminEnrolled = true, session = onPlan(sessionFixtures.admin, 'Pro') } = {}) {
  resetActiveMockDb((db: MockDb) => {
    demoSeed(db);
    db.organizations.update(demoIds.organizations.acme, { plan: 'Pro' });
    if (adminEnrolled) enrolTotp(db, demoIds.users.admin);
  });
  server.use(...organizationHandlers.default, ...authHandlers.default);
  const result = renderWithSettings(<MfaPolicySettings />, { session });
  return { ...result, user: userEvent.setup() };
}

describe('MfaPolicySettings', () => {
  it('lists the members without a second factor and turns the requirement on', async () => {
    const { user, container } = renderPanel();
    const list = await screen.findByRole('list');
    const names = within(list).getAllByRole('listitem').map((item) => item.textContent);
    expect(names.some((text) => text?.includes('admin'))).toBe(false);
    expect(names.length).toBeGreaterThan(0);
    await user.click(screen.getByRole('switch', { name: 'Require a second factor' }));
    await waitFor(() => expect(getActiveMockDb().organizations.get(demoIds.organizations.acme)?.requireMfa).toBe(true));
    await waitFor(() => expect(container.querySelector('.okr-mfa-policy')).toHaveAttribute('data-state', 'required'));
  });

  it('shows the refusal when the admin has no second factor, and the switch stays off', async () => {
    const { user } = renderPanel({ adminEnrolled: false });
    const toggle = await screen.findByRole('switch', { name: 'Require a second factor' });
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent('Set up a second factor for your own account before requiring one');
    expect(toggle).not.toBeChecked();
    expect(getActiveMockDb().organizations.get(demoIds.organizations.acme)?.requireMfa).toBe(false);
  });

  it('is locked with the plan message on the Free plan', async () => {
    renderPanel({ session: onPlan(sessionFixtures.admin, 'Free') });
    expect(await screen.findByText('Requiring a second factor is available on the Pro and Enterprise plans.')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('offers no change to someone without settings:update', async () => {
    renderPanel({ session: onPlan(sessionFixtures.viewer, 'Pro') });
    expect(await screen.findByRole('switch', { name: 'Require a second factor' })).toBeDisabled();
  });
});
