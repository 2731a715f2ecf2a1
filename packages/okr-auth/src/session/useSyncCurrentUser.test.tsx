import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@okr/core';
import { acme, makeUser, role } from '../testing/fixtures';
import { setupMswServer } from '../testing/mswServer';
import { renderWithOkr } from '../testing/renderWithOkr';
import { useSyncCurrentUser } from './useSyncCurrentUser';

const server = setupMswServer();

function Synced() {
  useSyncCurrentUser();
  const roles = useSessionStore((s) => s.user?.roles.map((r) => r.roleType).join(','));
  return <p>roles: {roles}</p>;
}

describe('useSyncCurrentUser', () => {
  it('refreshes the stored user from /auth/me for the current organization', async () => {
    let organizationHeader: string | null = null;
    server.use(
      http.get('/api/auth/me', ({ request }) => {
        organizationHeader = request.headers.get('x-organization-id');
        return HttpResponse.json({ user: makeUser({ roles: [role('Viewer')] }), organization: acme, organizations: [acme] });
      }),
    );
    renderWithOkr(<Synced />, {
      session: { user: makeUser({ roles: [role('Admin')] }), organization: acme, accessToken: 't', isAuthenticated: true },
    });
    expect(screen.getByText('roles: Admin')).toBeInTheDocument();
    expect(await screen.findByText('roles: Viewer')).toBeInTheDocument();
    expect(organizationHeader).toBe(acme.id);
  });
});
