// The page `render-role-permissions.mjs` opens: RolePermissionsMatrix inside OkrProvider with
// 100 roles × 6 domains already in the query cache (mocked data, no network), rendered once.
// It reports how long React took to render and commit the matrix and, with the browser's style
// and layout of the result, how long until it could be painted.
import { QueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { OkrProvider, queryKeys } from '@okr/core';
import { RolePermissionsMatrix } from '@okr/settings/role-permissions-matrix';

const ROLES = 100;
const domains = ['initiatives', 'objectives', 'key_results', 'organizations', 'users', 'settings'];
const orgId = 'org-bench';
const createdAt = '2026-01-01T00:00:00.000Z';

const roles = Array.from({ length: ROLES }, (_, index) => ({
  id: `role-${index}`,
  // The first three are the Application roles; the rest Custom roles.
  name: index === 0 ? 'Admin' : index === 1 ? 'Editor' : index === 2 ? 'Viewer' : `Custom role ${String(index).padStart(3, '0')}`,
  description: null,
  roleType: index === 0 ? 'Admin' : index % 3 === 1 ? 'Editor' : 'Viewer',
  category: index < 3 ? 'Application' : 'Custom',
  organizationId: orgId,
  createdAt,
}));
const rows = roles.flatMap((role, r) =>
  domains.map((domainName, d) => ({
    id: `perm-${r}-${d}`,
    roleId: role.id,
    domainName,
    canCreate: (r + d) % 2 === 0,
    canRead: true,
    canUpdate: (r + d) % 3 === 0,
    canDelete: r === 0,
  })),
);

const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
queryClient.setQueryData(queryKeys.roles(orgId), roles);
queryClient.setQueryData(queryKeys.rolePermissions(orgId), rows);

const session = {
  user: { id: 'user-bench', firstName: 'Bench', lastName: 'Admin', fullName: 'Bench Admin', email: 'bench@example.com', roles: [], isOnboardingComplete: true },
  organization: { id: orgId, name: 'Bench', website: null, industry: null, size: 'small' },
  accessToken: 'bench-token',
  refreshToken: null,
  isAuthenticated: true,
};

const container = document.getElementById('root');
const only = new URLSearchParams(location.search).get('only');

/** One mount of the matrix in a fresh root; answers its timings. */
function mountOnce() {
  const root = createRoot(container);
  const start = performance.now();
  flushSync(() => {
    root.render(
      <OkrProvider apiBaseUrl="/api" queryClient={queryClient} persistence="memory" initialSession={session}>
        {only === 'provider' ? null : <RolePermissionsMatrix />}
      </OkrProvider>,
    );
  });
  const committed = performance.now();
  // Style and layout of what was committed (what the browser must do before the first paint).
  container.getBoundingClientRect();
  void document.body.offsetHeight;
  const laidOut = performance.now();
  const result = {
    renderCommit: committed - start,
    withLayout: laidOut - start,
    switches: container.querySelectorAll('[role="switch"]').length,
    rows: container.querySelectorAll('tbody tr[data-row-id]').length,
    rowCount: Number(container.querySelector('table')?.getAttribute('aria-rowcount')),
    state: container.querySelector('.okr-role-permissions')?.getAttribute('data-state') ?? null,
  };
  return { root, result };
}

// The first mount of a fresh page (cold: the code is compiled as it runs), then five more, each
// in a fresh root after the previous one is unmounted (warm).
const cold = mountOnce();
const runs = [];
let current = cold.root;
window.__unmount = () => flushSync(() => current.unmount());
window.__next = () => {
  const mounted = mountOnce();
  current = mounted.root;
  runs.push(mounted.result);
  return mounted.result;
};
window.__result = cold.result;
