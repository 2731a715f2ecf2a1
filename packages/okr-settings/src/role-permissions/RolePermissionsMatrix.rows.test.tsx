import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { apiPaths } from '@okr/contract';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@okr/core';
import { apiError, apiUrl, demoIds, sessionFixtures, settingsHandlers } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { renderPanel } from '../testing/renderPanel';
import { seedCustomRole } from '../testing/seedCustomRole';
import { RolePermissionsMatrix } from './RolePermissionsMatrix';

// Sixteen rows of four Radix switches each: jsdom is slow at it on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const server = setupMswServer();

const session = sessionFixtures.admin;
const acme = demoIds.organizations.acme;

describe('RolePermissionsMatrix: adding, editing and deleting rows', () => {
  it('edits a row in the dialog, sending only the changed flags', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.patch(apiUrl(`${apiPaths.rolePermissions.list}/:id`), async ({ request }) => {
        bodies.push(await request.clone().json());
      }),
      ...settingsHandlers.default,
    );
    const onPermissionChanged = vi.fn();
    const user = userEvent.setup();
    renderPanel(<RolePermissionsMatrix onPermissionChanged={onPermissionChanged} />, { session });
    const edit = await screen.findByRole('button', { name: 'Edit users permissions for Viewer' });
    await user.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Permission' });
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await user.click(within(dialog).getByRole('switch', { name: 'Update' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Role permission updated successfully')).toBeInTheDocument();
    expect(bodies).toEqual([{ canUpdate: true }]);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Update users for Viewer' })).toBeChecked());
    expect(onPermissionChanged).toHaveBeenCalledWith({ type: 'updated', permission: expect.objectContaining({ canUpdate: true }) });
    await waitFor(() => expect(edit).toHaveFocus());
  });

  it('deletes a row after the confirmation', async () => {
    server.use(...settingsHandlers.default);
    const onPermissionChanged = vi.fn();
    const user = userEvent.setup();
    renderPanel(<RolePermissionsMatrix onPermissionChanged={onPermissionChanged} />, { session });
    await user.click(await screen.findByRole('button', { name: 'Delete users permissions for Viewer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Permission' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this permission?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Role permission deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('switch', { name: 'Read users for Viewer' })).toBeNull());
    expect(onPermissionChanged).toHaveBeenCalledWith({ type: 'deleted', permission: expect.objectContaining({ domainName: 'users' }) });
    // Focus falls back to the create button: the row is gone.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Role Permission' })).toHaveFocus());
  });

  it('creates a row: only the domains the role lacks; choosing a role resets domain and flags', async () => {
    server.use(...settingsHandlers.default);
    seedCustomRole('Auditor', ['initiatives', 'objectives', 'key_results', 'organizations']);
    const onPermissionChanged = vi.fn();
    const user = userEvent.setup();
    renderPanel(<RolePermissionsMatrix onPermissionChanged={onPermissionChanged} />, { session });
    await user.click(await screen.findByRole('button', { name: 'Create Role Permission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Role Permission' });
    const create = within(dialog).getByRole('button', { name: 'Create Permission' });
    expect(create).toBeDisabled();

    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(screen.getByRole('option', { name: 'Auditor' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Domain' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['users', 'settings']);
    await user.click(screen.getByRole('option', { name: 'settings' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Read' }));
    expect(within(dialog).getByRole('switch', { name: 'Read' })).toBeChecked();

    // Another role: domain and flags reset.
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(screen.getByRole('option', { name: 'Viewer' }));
    expect(within(dialog).getByRole('switch', { name: 'Read' })).not.toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'Domain' })).toHaveTextContent('Select a domain');
    expect(create).toBeDisabled();

    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(screen.getByRole('option', { name: 'Auditor' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Domain' }));
    await user.click(screen.getByRole('option', { name: 'settings' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Read' }));
    await user.click(create);
    expect(await screen.findByText('Role permission created successfully')).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Read settings for Auditor' })).toBeChecked();
    expect(onPermissionChanged).toHaveBeenCalledWith({
      type: 'created',
      permission: expect.objectContaining({ domainName: 'settings', canRead: true, canCreate: false }),
    });
  });

  it("says so when the role has every domain already", async () => {
    server.use(...settingsHandlers.default);
    const user = userEvent.setup();
    renderPanel(<RolePermissionsMatrix />, { session });
    await user.click(await screen.findByRole('button', { name: 'Create Role Permission' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(screen.getByRole('option', { name: 'Admin' }));
    expect(within(dialog).getByText('This role already has permissions for all available domains.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Domain' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Create Permission' })).toBeDisabled();
  });

  it('toasts the server message of a refused create (409 duplicate)', async () => {
    server.use(
      http.post(apiUrl(apiPaths.rolePermissions.list), () => apiError('CONFLICT', 'The role Editor already has permissions for settings')),
      ...settingsHandlers.default,
    );
    const user = userEvent.setup();
    renderPanel(<RolePermissionsMatrix />, { session });
    await user.click(await screen.findByRole('button', { name: 'Create Role Permission' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(screen.getByRole('option', { name: 'Editor' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Domain' }));
    await user.click(screen.getByRole('option', { name: 'settings' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Permission' }));
    expect(await screen.findByText('The role Editor already has permissions for settings')).toBeInTheDocument();
  });

  it('caches rows and roles under the organization keys for five minutes (spec §9)', async () => {
    server.use(...settingsHandlers.default);
    const { queryClient } = renderPanel(<RolePermissionsMatrix />, { session });
    await screen.findByRole('table');
    for (const key of [queryKeys.rolePermissions(acme), queryKeys.roles(acme)]) {
      const query = queryClient.getQueryCache().find({ queryKey: key });
      expect((query?.options as { staleTime?: number } | undefined)?.staleTime).toBe(5 * 60_000);
      expect(query?.options.gcTime).toBe(10 * 60_000);
    }
    await act(async () => {});
  });
});
