import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@okr/contract';
import type { Role } from '@okr/contract';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@okr/core';
import { apiError, apiUrl, demoIds, getActiveMockDb, internalError, sessionFixtures, settingsHandlers } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { renderPanel } from '../testing/renderPanel';
import { RolesTable } from './RolesTable';

// Dialog flows through Radix in jsdom are slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const server = setupMswServer();

const session = sessionFixtures.admin;
const acme = demoIds.organizations.acme;
const rolesUrl = apiUrl(apiPaths.roles.list);

/** Adds a Custom role to Acme in the active mock db, as an earlier POST /roles would have. */
function seedCustomRole(name: string, description: string | null = null): Role {
  const db = getActiveMockDb();
  return db.roles.insert({
    id: db.nextId('role'),
    name,
    description,
    roleType: 'Editor',
    category: 'Custom',
    organizationId: acme,
    createdAt: db.now(),
  });
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('RolesTable', () => {
  it('shows the spec columns, Application and Custom roles only, and "No description"', async () => {
    server.use(...settingsHandlers.default);
    seedCustomRole('Team Lead', 'Leads a team');
    const { container } = renderPanel(<RolesTable />, { session });
    expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', 'loading');
    expect(screen.getByRole('status')).toHaveTextContent('Loading roles…');
    await screen.findByRole('rowheader', { name: 'Team Lead' });
    expect(container.querySelector('.okr-roles-table')).toHaveAttribute('data-state', 'ready');
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'Description', 'Role Type', 'Category', 'Created', 'Actions']);
    expect(within(rowOf('Team Lead')).getByText('Leads a team')).toBeInTheDocument();
    expect(within(rowOf('Editor')).getByText('No description')).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Admin', 'Editor', 'Viewer', 'Team Lead']);
  });

  it('never lists a System role even when an answer carries one', async () => {
    server.use(
      http.get(rolesUrl, () =>
        HttpResponse.json([
          { id: 's', name: 'SuperAdmin', description: null, roleType: 'SuperAdmin', category: 'System', organizationId: null, createdAt: '2026-01-01T00:00:00.000Z' },
          { id: 'a', name: 'Admin', description: null, roleType: 'Admin', category: 'Application', organizationId: acme, createdAt: '2026-01-01T00:00:00.000Z' },
        ]),
      ),
    );
    renderPanel(<RolesTable />, { session });
    await screen.findByRole('rowheader', { name: 'Admin' });
    expect(screen.queryByRole('rowheader', { name: 'SuperAdmin' })).toBeNull();
  });

  it('disables edit and delete of Application roles, with the reason', async () => {
    server.use(...settingsHandlers.default);
    seedCustomRole('Team Lead');
    renderPanel(<RolesTable />, { session });
    await screen.findByRole('rowheader', { name: 'Team Lead' });
    const edit = screen.getByRole('button', { name: 'Edit role Editor' });
    expect(edit).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Delete role Admin' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Edit role Team Lead' })).not.toHaveAttribute('aria-disabled');
    // A disabled action opens nothing and says why.
    const user = userEvent.setup();
    await user.click(edit);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(edit).toHaveAccessibleDescription('System and Application roles cannot be edited');
    expect(screen.getByRole('button', { name: 'Delete role Viewer' })).toHaveAccessibleDescription(
      'System and Application roles cannot be deleted',
    );
  });

  it('shows "No roles yet" when the organization has none', async () => {
    server.use(http.get(rolesUrl, () => HttpResponse.json([])));
    const { container } = renderPanel(<RolesTable />, { session });
    expect(await screen.findByText('No roles yet')).toBeInTheDocument();
    expect(container.querySelector('.okr-roles-table')).toHaveAttribute('data-state', 'empty');
    expect(screen.getByRole('button', { name: 'Create New Role' })).toBeInTheDocument();
  });

  it('shows the load error with a retry that loads again', async () => {
    let calls = 0;
    server.use(
      http.get(rolesUrl, () => {
        calls += 1;
        return calls === 1 ? internalError() : undefined;
      }),
      ...settingsHandlers.default,
    );
    const { container } = renderPanel(<RolesTable />, { session });
    expect(await screen.findByText('Error loading roles. Please try again.')).toBeInTheDocument();
    expect(container.querySelector('.okr-roles-table')).toHaveAttribute('data-state', 'error');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Admin' })).toBeInTheDocument();
  });

  it('is forbidden for a caller without settings:read (the server refuses)', async () => {
    server.use(...settingsHandlers.default);
    const { container } = renderPanel(<RolesTable />, { session: sessionFixtures.editor });
    await waitFor(() => expect(container.querySelector('.okr-roles-table')).toHaveAttribute('data-state', 'forbidden'));
    expect(screen.getByRole('alert')).toHaveTextContent("You don't have permission to manage roles.");
    expect(screen.queryByRole('button', { name: 'Create New Role' })).toBeNull();
  });

  it('creates a role: defaults Admin/Custom, name filled from the type, helper text; toast and callback', async () => {
    server.use(...settingsHandlers.default);
    const onRoleChanged = vi.fn();
    const user = userEvent.setup();
    renderPanel(<RolesTable onRoleChanged={onRoleChanged} />, { session });
    const open = await screen.findByRole('button', { name: 'Create New Role' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Create New Role' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Admin');
    expect(name).toHaveAccessibleDescription("Enter a custom name for this role (e.g., 'Project Manager', 'Team Lead')");
    expect(within(dialog).getByRole('combobox', { name: 'Role Type' })).toHaveTextContent('Admin');
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveTextContent('Custom');

    // Picking a type fills the name; SuperAdmin is never offered.
    await user.click(within(dialog).getByRole('combobox', { name: 'Role Type' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Admin', 'Editor', 'Viewer']);
    await user.click(screen.getByRole('option', { name: 'Viewer' }));
    expect(name).toHaveValue('Viewer');

    await user.clear(name);
    expect(within(dialog).getByRole('button', { name: 'Create Role' })).toBeDisabled();
    await user.type(name, 'Auditor');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Reads everything');
    await user.click(within(dialog).getByRole('button', { name: 'Create Role' }));

    expect(await screen.findByText('Role created successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('rowheader', { name: 'Auditor' })).toBeInTheDocument();
    expect(onRoleChanged).toHaveBeenCalledWith({
      type: 'created',
      role: expect.objectContaining({ name: 'Auditor', roleType: 'Viewer', category: 'Custom', description: 'Reads everything' }),
    });
    // Focus goes back to the button that opened the dialog.
    await waitFor(() => expect(open).toHaveFocus());
  });

  it('shows the server message when a create fails (a taken name answers 409)', async () => {
    server.use(...settingsHandlers.default);
    const user = userEvent.setup();
    renderPanel(<RolesTable />, { session });
    await user.click(await screen.findByRole('button', { name: 'Create New Role' }));
    const dialog = await screen.findByRole('dialog');
    // The default name is the type's, 'Admin', which the default Admin role already has.
    await user.click(within(dialog).getByRole('button', { name: 'Create Role' }));
    expect(await screen.findByText('A role named "Admin" already exists in this organization')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('falls back to "Error creating role" when the answer carries no message', async () => {
    server.use(http.post(rolesUrl, internalError), ...settingsHandlers.default);
    const user = userEvent.setup();
    renderPanel(<RolesTable />, { session });
    await user.click(await screen.findByRole('button', { name: 'Create New Role' }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Ops');
    await user.click(within(dialog).getByRole('button', { name: 'Create Role' }));
    expect(await screen.findByText('Error creating role')).toBeInTheDocument();
  });

  it('edits a Custom role: name required, category read-only with its message; toast, callback, focus back', async () => {
    server.use(...settingsHandlers.default);
    seedCustomRole('Team Lead', 'Old text');
    const onRoleChanged = vi.fn();
    const user = userEvent.setup();
    renderPanel(<RolesTable onRoleChanged={onRoleChanged} />, { session });
    const edit = await screen.findByRole('button', { name: 'Edit role Team Lead' });
    await user.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Role' });
    const category = within(dialog).getByRole('textbox', { name: 'Category' });
    expect(category).toHaveValue('Custom');
    expect(category).toHaveAttribute('readonly');
    expect(category).toHaveAccessibleDescription('Role category cannot be changed');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, '   ');
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await user.clear(name);
    await user.type(name, 'Squad Lead');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Role updated successfully')).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Squad Lead' })).toBeInTheDocument();
    expect(onRoleChanged).toHaveBeenCalledWith({ type: 'updated', role: expect.objectContaining({ name: 'Squad Lead', category: 'Custom' }) });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit role Squad Lead' })).toHaveFocus());
  });

  it('deletes a Custom role after the confirmation, and keeps it on Cancel', async () => {
    server.use(...settingsHandlers.default);
    seedCustomRole('Team Lead');
    const onRoleChanged = vi.fn();
    const user = userEvent.setup();
    const { queryClient } = renderPanel(<RolesTable onRoleChanged={onRoleChanged} />, { session });
    await user.click(await screen.findByRole('button', { name: 'Delete role Team Lead' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete Role' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this role?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('rowheader', { name: 'Team Lead' })).toBeInTheDocument();

    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(screen.getByRole('button', { name: 'Delete role Team Lead' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Role deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Team Lead' })).toBeNull());
    expect(onRoleChanged).toHaveBeenCalledWith({ type: 'deleted', role: expect.objectContaining({ name: 'Team Lead' }) });
    // Its permission rows went with it.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.rolePermissions(acme) });
  });

  it('toasts the server message when a delete is refused', async () => {
    const role = seedCustomRole('Team Lead');
    server.use(
      http.delete(apiUrl(apiPaths.roles.byId(role.id)), () => apiError('RULE_VIOLATION', 'Refused by the server')),
      ...settingsHandlers.default,
    );
    const user = userEvent.setup();
    renderPanel(<RolesTable />, { session });
    await user.click(await screen.findByRole('button', { name: 'Delete role Team Lead' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Refused by the server')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Team Lead' })).toBeInTheDocument();
  });

  it('caches the list under the organization key for five minutes (spec §9)', async () => {
    server.use(...settingsHandlers.default);
    const { queryClient } = renderPanel(<RolesTable />, { session });
    await screen.findByRole('rowheader', { name: 'Admin' });
    const query = queryClient.getQueryCache().find({ queryKey: queryKeys.roles(acme) });
    expect((query?.options as { staleTime?: number } | undefined)?.staleTime).toBe(5 * 60_000);
    expect(query?.options.gcTime).toBe(10 * 60_000);
  });
});
