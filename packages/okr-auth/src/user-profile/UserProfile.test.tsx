import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, authHandlers, getActiveMockDb, sessionFixtures } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { renderWithOkr } from '@okr/core/testing';
import { UserProfile } from './UserProfile';

const server = setupMswServer();
const admin = sessionFixtures.admin;

describe('UserProfile', () => {
  it('saves a new name on the server and in the session', async () => {
    server.use(...authHandlers.default);
    const user = userEvent.setup();
    renderWithOkr(<UserProfile />, { session: admin, router: false });
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), '  Augusta ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Name saved.')).toBeInTheDocument();
    expect(getActiveMockDb().users.get(admin.user.id)?.firstName).toBe('Augusta');
  });

  it('refuses an empty first name before sending it', async () => {
    server.use(...authHandlers.default);
    const user = userEvent.setup();
    renderWithOkr(<UserProfile />, { session: admin, router: false });
    await user.clear(screen.getByLabelText('First name'));
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(getActiveMockDb().users.get(admin.user.id)?.firstName).toBe(admin.user.firstName);
  });

  it('asks for an email change: a link goes to the new address, the email stays until it is opened', async () => {
    server.use(...authHandlers.default);
    const user = userEvent.setup();
    renderWithOkr(<UserProfile />, { session: admin, router: false });
    await user.type(screen.getByLabelText('New email'), 'Ada.New@demo.okr');
    await user.type(screen.getByLabelText('Current password'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText(/We sent a link to ada\.new@demo\.okr/)).toBeInTheDocument();
    const db = getActiveMockDb();
    expect(db.outbox.all().find((mail) => mail.to === 'ada.new@demo.okr')?.text).toMatch(/\/confirm-email\//);
    expect(db.users.get(admin.user.id)?.email).toBe(admin.user.email);
  });

  it('stores the language and then lets the host switch its own', async () => {
    let body: unknown;
    server.use(
      http.patch('/api/auth/me', async ({ request }) => {
        body = await request.clone().json();
        return undefined;
      }),
      ...authHandlers.default,
    );
    const onLocaleChange = vi.fn();
    const user = userEvent.setup();
    renderWithOkr(<UserProfile onLocaleChange={onLocaleChange} />, { session: admin, router: false });
    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Español' }));
    await waitFor(() => expect(onLocaleChange).toHaveBeenCalledWith('es'));
    expect(body).toEqual({ locale: 'es' });
  });
});
