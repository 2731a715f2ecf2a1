import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminHandlers, authHandlers, demoIds, getActiveMockDb, sessionFixtures } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { renderWithOkr } from '@okr/core/testing';
import { UserDetail } from './UserDetail';

const server = setupMswServer();

describe('UserDetail', () => {
  it('deactivates a user after confirmation: the server ends their sessions and records it', async () => {
    server.use(...adminHandlers.default, ...authHandlers.default);
    const user = userEvent.setup();
    renderWithOkr(<UserDetail userId={demoIds.users.viewer} />, { session: sessionFixtures.superAdmin });
    expect(await screen.findByRole('heading', { name: 'Vera Viewer' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Vera Viewer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
    expect(screen.getByText('Deactivated')).toBeInTheDocument();
    const db = getActiveMockDb();
    expect(db.users.get(demoIds.users.viewer)?.isActive).toBe(false);
    expect(db.auditEvents.all().map((entry) => [entry.action, entry.targetId])).toEqual([['user.deactivated', demoIds.users.viewer]]);
  });

  it("shows the server's refusal to deactivate the last super administrator", async () => {
    server.use(...adminHandlers.default, ...authHandlers.default);
    const user = userEvent.setup();
    renderWithOkr(<UserDetail userId={demoIds.users.superAdmin} />, { session: sessionFixtures.superAdmin });
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('The last active super administrator cannot be deactivated')).toBeInTheDocument();
    expect(getActiveMockDb().users.get(demoIds.users.superAdmin)?.isActive).toBe(true);
  });
});
