import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiPaths, permissionDomains } from '@okr/contract';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, apiUrl, demoIds, getActiveMockDb, internalError, sessionFixtures, settingsHandlers } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { renderPanel } from '../testing/renderPanel';
import { seedCustomRole } from '../testing/seedCustomRole';
import { RolePermissionsMatrix } from './RolePermissionsMatrix';

// Sixteen rows of four Radix switches each: jsdom is slow at it on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const server = setupMswServer();

const session = sessionFixtures.admin;
const acme = demoIds.organizations.acme;
const panel = (container: HTMLElement) => container.querySelector('.okr-role-permissions');

const roleColumn = () =>
  screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('RolePermissionsMatrix', () => {
  it('is a table with the spec columns, grouped by role alphabetically, domains in the spec order', async () => {
    server.use(...settingsHandlers.default);
    seedCustomRole('Auditor', ['settings', 'initiatives']);
    const { container } = renderPanel(<RolePermissionsMatrix />, { session });
    expect(panel(container)).toHaveAttribute('data-state', 'loading');
    const table = await screen.findByRole('table');
    expect(panel(container)).toHaveAttribute('data-state', 'ready');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Role', 'Domain', 'Create', 'Read', 'Update', 'Delete', 'Actions',
    ]);
    // Admin (6 rows), Auditor (2), Editor (5), Viewer (5): alphabetical groups.
    const roles = roleColumn();
    expect(roles.slice(0, 6)).toEqual(Array(6).fill('Admin'));
    expect(roles.slice(6, 8)).toEqual(['Auditor', 'Auditor']);
    expect(roles[8]).toBe('Editor');
    expect(roles.at(-1)).toBe('Viewer');
    const adminDomains = within(table).getAllByRole('row').slice(1, 7).map((row) => row.querySelector('.okr-domain')?.textContent);
    expect(adminDomains).toEqual([...permissionDomains]);
    const auditorDomains = within(table).getAllByRole('row').slice(7, 9).map((row) => row.querySelector('.okr-domain')?.textContent);
    expect(auditorDomains).toEqual(['initiatives', 'settings']);
  });

  it('puts System roles first', async () => {
    const rows = [
      { id: 'p1', roleId: 'r-b', domainName: 'objectives', canCreate: true, canRead: true, canUpdate: false, canDelete: false },
      { id: 'p2', roleId: 'r-s', domainName: 'objectives', canCreate: true, canRead: true, canUpdate: false, canDelete: false },
      { id: 'p3', roleId: 'r-a', domainName: 'objectives', canCreate: true, canRead: true, canUpdate: false, canDelete: false },
    ];
    const role = (id: string, name: string, category: string) => ({
      id, name, description: null, roleType: 'Viewer', category, organizationId: acme, createdAt: '2026-01-01T00:00:00.000Z',
    });
    const roles = [role('r-b', 'Beta', 'Custom'), role('r-s', 'Zeta', 'System'), role('r-a', 'Alpha', 'Application')];
    server.use(
      http.get(apiUrl(apiPaths.roles.list), () => HttpResponse.json(roles)),
      http.get(apiUrl(apiPaths.rolePermissions.list), () => HttpResponse.json(rows)),
    );
    const user = userEvent.setup();
    renderPanel(<RolePermissionsMatrix />, { session });
    await screen.findByRole('table');
    expect(roleColumn()).toEqual(['Zeta', 'Alpha', 'Beta']);
    // The role filter is a role list: Application and Custom only (spec §6).
    await user.click(screen.getByRole('combobox', { name: 'Filter by role' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All Roles', 'Alpha', 'Beta']);
  });

  it('names each switch by action, domain and role', async () => {
    server.use(...settingsHandlers.default);
    renderPanel(<RolePermissionsMatrix />, { session });
    const update = await screen.findByRole('switch', { name: 'Update objectives for Editor' });
    expect(update).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Delete users for Viewer' })).not.toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(16 * 4);
  });

  it('locks every control of the Admin role, with "Admin permissions are locked"', async () => {
    server.use(...settingsHandlers.default);
    renderPanel(<RolePermissionsMatrix />, { session });
    const adminSwitch = await screen.findByRole('switch', { name: 'Create settings for Admin' });
    expect(adminSwitch).toBeDisabled();
    expect(adminSwitch).toHaveAccessibleDescription('Admin permissions are locked');
    for (const domain of permissionDomains) {
      for (const action of ['Create', 'Read', 'Update', 'Delete']) {
        expect(screen.getByRole('switch', { name: `${action} ${domain} for Admin` })).toBeDisabled();
      }
    }
    expect(screen.getByRole('button', { name: 'Edit users permissions for Admin' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete users permissions for Admin' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Create objectives for Editor' })).toBeEnabled();
  });

  it('saves a switch at once (only the changed flag), toasts, calls back, re-renders only that row', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.patch(apiUrl(`${apiPaths.rolePermissions.list}/:id`), async ({ request }) => {
        bodies.push(await request.clone().json());
      }),
      ...settingsHandlers.default,
    );
    const onPermissionChanged = vi.fn();
    const commits: string[] = [];
    const user = userEvent.setup();
    renderPanel(
      <Profiler id="matrix" onRender={(_id, phase) => commits.push(phase)}>
        <RolePermissionsMatrix onPermissionChanged={onPermissionChanged} />
      </Profiler>,
      { session },
    );
    const toggle = await screen.findByRole('switch', { name: 'Delete users for Viewer' });
    const otherRow = screen.getByRole('switch', { name: 'Read objectives for Editor' });
    const otherRowBefore = otherRow.closest('tr')?.innerHTML;
    await user.click(toggle);
    expect(toggle).toBeChecked(); // optimistic
    expect(await screen.findByText('Role permission updated successfully')).toBeInTheDocument();
    expect(bodies).toEqual([{ canDelete: true }]);
    expect(onPermissionChanged).toHaveBeenCalledWith({ type: 'updated', permission: expect.objectContaining({ domainName: 'users', canDelete: true }) });
    expect(otherRow.closest('tr')?.innerHTML).toBe(otherRowBefore);
    // The mock db holds the change.
    const viewerUsers = getActiveMockDb().rolePermissions.find(
      (row) => row.domainName === 'users' && getActiveMockDb().roles.get(row.roleId)?.name === 'Viewer',
    );
    expect(viewerUsers?.canDelete).toBe(true);
    expect(commits.length).toBeGreaterThan(0);
  });

  it('rolls a failed toggle back with the error toast', async () => {
    let answer: (response: Response) => void = () => {};
    server.use(
      http.patch(apiUrl(`${apiPaths.rolePermissions.list}/:id`), () => new Promise<Response>((resolve) => (answer = resolve))),
      ...settingsHandlers.default,
    );
    const user = userEvent.setup();
    renderPanel(<RolePermissionsMatrix />, { session });
    const toggle = await screen.findByRole('switch', { name: 'Create users for Editor' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    // Optimistic: on before the server answers.
    await waitFor(() => expect(toggle).toBeChecked());
    answer(internalError());
    expect(await screen.findByText('Error updating role permission')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it('shows the server message of a refused toggle', async () => {
    server.use(
      http.patch(apiUrl(`${apiPaths.rolePermissions.list}/:id`), () => apiError('FORBIDDEN', 'Missing permission: settings update')),
      ...settingsHandlers.default,
    );
    const user = userEvent.setup();
    renderPanel(<RolePermissionsMatrix />, { session });
    await user.click(await screen.findByRole('switch', { name: 'Create users for Editor' }));
    expect(await screen.findByText('Missing permission: settings update')).toBeInTheDocument();
  });

  it('filters by role, "All Roles" by default', async () => {
    server.use(...settingsHandlers.default);
    const user = userEvent.setup();
    renderPanel(<RolePermissionsMatrix />, { session });
    const filter = await screen.findByRole('combobox', { name: 'Filter by role' });
    expect(filter).toHaveTextContent('All Roles');
    await user.click(filter);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All Roles', 'Admin', 'Editor', 'Viewer']);
    await user.click(screen.getByRole('option', { name: 'Viewer' }));
    await waitFor(() => expect(new Set(roleColumn())).toEqual(new Set(['Viewer'])));
    expect(roleColumn()).toHaveLength(5);
  });

  it('shows "No permissions found" when there are no rows', async () => {
    server.use(http.get(apiUrl(apiPaths.rolePermissions.list), () => HttpResponse.json([])), ...settingsHandlers.default);
    const { container } = renderPanel(<RolePermissionsMatrix />, { session });
    expect(await screen.findByText('No permissions found')).toBeInTheDocument();
    expect(panel(container)).toHaveAttribute('data-state', 'empty');
  });

  it('shows the load error with a retry', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl(apiPaths.rolePermissions.list), () => {
        calls += 1;
        return calls === 1 ? internalError() : undefined;
      }),
      ...settingsHandlers.default,
    );
    const { container } = renderPanel(<RolePermissionsMatrix />, { session });
    expect(await screen.findByText('Error loading role permissions. Please try again.')).toBeInTheDocument();
    expect(panel(container)).toHaveAttribute('data-state', 'error');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('is forbidden for a Viewer (the server refuses settings:read)', async () => {
    server.use(...settingsHandlers.default);
    const { container } = renderPanel(<RolePermissionsMatrix />, { session: sessionFixtures.viewer });
    await waitFor(() => expect(panel(container)).toHaveAttribute('data-state', 'forbidden'));
    expect(screen.getByRole('alert')).toHaveTextContent("You don't have permission to manage role permissions.");
  });
});
