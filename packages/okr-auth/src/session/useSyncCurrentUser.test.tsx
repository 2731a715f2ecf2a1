import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import type { Organization } from '@okr/contract';
import { useSessionStore, useSessionStoreApi } from '@okr/core';
import type { SessionStoreApi } from '@okr/core';
import { apiError, demoIds, sessionFixtures } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { renderWithOkr } from '@okr/core/testing';
import { useSyncCurrentUser } from './useSyncCurrentUser';

const server = setupMswServer();
const { admin, editor, viewer } = sessionFixtures;
const { acme, globex } = demoIds.organizations;
const globexOrganization: Organization = { ...admin.organization!, id: globex, name: 'Globex' };

let storeApi: SessionStoreApi | null = null;
function Synced() {
  useSyncCurrentUser();
  const api = useSessionStoreApi();
  useEffect(() => {
    storeApi = api;
  }, [api]);
  const roles = useSessionStore((s) => s.user?.roles.map((r) => r.roleType).join(','));
  const organization = useSessionStore((s) => s.organization?.name ?? 'none');
  return (
    <p>
      roles: {roles} in {organization}
    </p>
  );
}
const store = () => storeApi!.getState();

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
    expect(screen.getByText('roles: Admin in Acme Corp')).toBeInTheDocument();
    expect(await screen.findByText('roles: Viewer in Acme Corp')).toBeInTheDocument();
    expect(organizationHeader).toBe(demoIds.organizations.acme);
  });

  it('never copies a cached answer served while it is refetched (A → B → A)', async () => {
    let acmeCalls = 0;
    server.use(
      http.get('/api/auth/me', ({ request }) => {
        const organization = request.headers.get('x-organization-id');
        if (organization === globex) {
          return HttpResponse.json({ user: { ...admin.user, roles: editor.user.roles }, organization: globexOrganization, organizations: [] });
        }
        acmeCalls += 1;
        // The first answer for Acme is cached; the refetch after coming back never answers.
        return acmeCalls === 1
          ? HttpResponse.json({ user: admin.user, organization: admin.organization, organizations: [] })
          : new Promise<never>(() => {});
      }),
    );
    renderWithOkr(<Synced />, { session: admin });
    await waitFor(() => expect(acmeCalls).toBe(1));
    act(() => {
      store().setOrganization(globexOrganization);
      store().setUserRoles(editor.user.roles);
    });
    expect(await screen.findByText('roles: Editor in Globex')).toBeInTheDocument();
    // Back to Acme, where the switch answered that the user is now a Viewer.
    act(() => {
      store().setOrganization(admin.organization);
      store().setUserRoles(viewer.user.roles);
    });
    await waitFor(() => expect(acmeCalls).toBe(2));
    expect(screen.getByText('roles: Viewer in Acme Corp')).toBeInTheDocument();
  });

  it('forgets an organization /auth/me refuses (404) and stores the server default', async () => {
    const headers: (string | null)[] = [];
    server.use(
      http.get('/api/auth/me', ({ request }) => {
        const organization = request.headers.get('x-organization-id');
        headers.push(organization);
        // The admin was removed from Acme: the API answers 404 to anything scoped to it.
        if (organization === acme) return apiError('NOT_FOUND', 'Organization not found');
        return HttpResponse.json({ user: { ...admin.user, roles: editor.user.roles }, organization: globexOrganization, organizations: [] });
      }),
    );
    renderWithOkr(<Synced />, { session: admin });
    expect(await screen.findByText('roles: Editor in Globex')).toBeInTheDocument();
    expect(headers.slice(0, 2)).toEqual([acme, null]);
    expect(store().organization?.id).toBe(globex);
  });
});
