import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accessTokenFor, authHandlers, getActiveMockDb, sessionFixtures, verifyAccessToken } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { renderWithOkr } from '@okr/core/testing';
import { UserSessions } from './UserSessions';

const server = setupMswServer();
const admin = sessionFixtures.admin;

/** The admin's live sign-ins in the mock db, by family. */
function liveFamilies() {
  const db = getActiveMockDb();
  const rows = db.sessions.filter((row) => row.userId === admin.user.id);
  return [...new Set(rows.filter((row) => !rows.some((other) => other.familyId === row.familyId && other.revoked)).map((row) => row.familyId))];
}

describe('UserSessions', () => {
  it('lists every sign-in with this device marked and no way to end it', async () => {
    server.use(...authHandlers.sessionsOnDevices);
    renderWithOkr(<UserSessions />, { session: admin, router: false });
    const current = (await screen.findByText('This device')).closest('li')!;
    expect(within(current).queryByRole('button')).toBeNull();
    expect(screen.getByText('Firefox 132 on Windows 10')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^End session: / })).toHaveLength(2);
  });

  it('ends one sign-in on the server: its access token answers 401 from then on', async () => {
    server.use(...authHandlers.sessionsOnDevices);
    const user = userEvent.setup();
    renderWithOkr(<UserSessions />, { session: admin, router: false });
    await user.click(await screen.findByRole('button', { name: 'End session: Safari 18 on iOS 18.1' }));
    await waitFor(() => expect(screen.queryByText('Safari 18 on iOS 18.1')).toBeNull());
    const db = getActiveMockDb();
    const phone = db.sessions.find((row) => row.userAgent?.includes('iPhone') ?? false)!;
    expect(phone.revoked).toBe(true);
    expect(verifyAccessToken(db, accessTokenFor(admin.user.id, phone.familyId, db.now(), 900))).toEqual({ ok: false, message: 'Session is no longer valid' });
    expect(liveFamilies()).toHaveLength(2);
  });

  it('ends all the others only after the confirmation, and keeps this one', async () => {
    server.use(...authHandlers.sessionsOnDevices);
    const user = userEvent.setup();
    renderWithOkr(<UserSessions />, { session: admin, router: false });
    await user.click(await screen.findByRole('button', { name: 'End all other sessions' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(liveFamilies()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'End all other sessions' }));
    await user.click(await screen.findByRole('button', { name: 'End other sessions' }));
    expect(await screen.findByText('You are signed in on this device only.')).toBeInTheDocument();
    expect(liveFamilies()).toHaveLength(1);
    expect(verifyAccessToken(getActiveMockDb(), admin.accessToken!).ok).toBe(true);
  });

  it('shows a signed-out panel after a 401, not an error', async () => {
    server.use(...authHandlers.default);
    renderWithOkr(<UserSessions />, { session: sessionFixtures.expired, router: false });
    await waitFor(() => expect(document.querySelector('.okr-user-sessions')).toHaveAttribute('data-state', 'signed-out'));
  });
});
