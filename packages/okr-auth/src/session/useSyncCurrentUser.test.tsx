import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@okr/core';
import { demoIds, sessionFixtures } from '@okr/mocks';
import { setupMswServer } from '../testing/mswServer';
import { renderWithOkr } from '../testing/renderWithOkr';
import { useSyncCurrentUser } from './useSyncCurrentUser';

const server = setupMswServer();
const { admin, viewer } = sessionFixtures;

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
        // The admin lost the Admin role since the session was stored.
        return HttpResponse.json({ user: { ...admin.user, roles: viewer.user.roles }, organization: admin.organization, organizations: [] });
      }),
    );
    renderWithOkr(<Synced />, { session: admin });
    expect(screen.getByText('roles: Admin')).toBeInTheDocument();
    expect(await screen.findByText('roles: Viewer')).toBeInTheDocument();
    expect(organizationHeader).toBe(demoIds.organizations.acme);
  });
});
