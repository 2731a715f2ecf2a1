import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, authHandlers, getActiveMockDb, sessionFixtures } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { renderWithOkr } from '@okr/core/testing';
import { UserSecurity } from './UserSecurity';

const server = setupMswServer();
const admin = sessionFixtures.admin;

async function submit(current: string, next: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('UserSecurity', () => {
  it('changes the password: the server stores it and an email tells the user', async () => {
    server.use(...authHandlers.default);
    renderWithOkr(<UserSecurity />, { session: admin, router: false });
    await submit(DEMO_PASSWORD, 'a-brand-new-passphrase');
    expect(await screen.findByText('Password changed. Every other session was signed out.')).toBeInTheDocument();
    const db = getActiveMockDb();
    expect(db.users.get(admin.user.id)?.password).toBe('a-brand-new-passphrase');
    expect(db.outbox.all().some((mail) => mail.to === admin.user.email && /password was changed/.test(mail.subject))).toBe(true);
  });

  it('names a wrong current password under its field and changes nothing', async () => {
    server.use(...authHandlers.default);
    renderWithOkr(<UserSecurity />, { session: admin, router: false });
    await submit('not-the-password', 'a-brand-new-passphrase');
    expect(await screen.findByText('The password is not correct')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(getActiveMockDb().users.get(admin.user.id)?.password).toBe(DEMO_PASSWORD);
  });

  it('sends nothing while the new password breaks the register rules', async () => {
    let calls = 0;
    server.use(
      http.post('/api/auth/change-password', () => {
        calls += 1;
        return new HttpResponse(null, { status: 204 });
      }),
      ...authHandlers.default,
    );
    renderWithOkr(<UserSecurity />, { session: admin, router: false });
    await submit(DEMO_PASSWORD, 'short');
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(0);
  });
});
