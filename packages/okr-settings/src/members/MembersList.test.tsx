import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { apiError, apiUrl, demoIds, getActiveMockDb, handlers, internalError, memberHandlers, sessionFixtures, settingsHandlers } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { renderWithSettings } from '../testing/renderWithSettings';
import { MembersList } from './MembersList';

const server = setupMswServer();

const session = sessionFixtures.admin;
const membersPath = apiUrl('/organizations/:id/users');

function listState(container: HTMLElement) {
  return container.querySelector('.okr-members-list')?.getAttribute('data-state');
}

describe('MembersList', () => {
  it('lists the members with the count badge, chips, email and joined date', async () => {
    server.use(...handlers);
    const { container } = renderWithSettings(<MembersList />, { session });
    expect(listState(container)).toBe('loading');
    const list = await screen.findByRole('list', { name: 'Organization users' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(screen.getByLabelText('3 users')).toHaveTextContent('3');
    expect(screen.getByRole('heading', { name: 'Organization Users' })).toBeInTheDocument();
    const owner = rows[0] as HTMLElement;
    expect(owner).toHaveTextContent('Ada Admin');
    expect(owner).toHaveTextContent('admin@demo.okr');
    expect(within(owner).getByText('Admin')).toBeInTheDocument();
    expect(within(owner).getByText('Owner')).toBeInTheDocument();
    expect(owner).toHaveTextContent(/Joined /);
    expect(within(rows[1] as HTMLElement).getByText('Editor')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Member')).toBeInTheDocument();
    expect(screen.queryByText('Inactive')).not.toBeInTheDocument();
    expect(listState(container)).toBe('ready');
  });

  it("disables the owner's delete button and gives the reason", async () => {
    server.use(...handlers);
    renderWithSettings(<MembersList />, { session });
    const remove = await screen.findByRole('button', { name: 'Remove Ada Admin' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription('The owner cannot be removed');
    expect(screen.getByRole('button', { name: 'Remove Eddie Editor' })).toBeEnabled();
  });

  it("marks a member who is not active 'Inactive'", async () => {
    server.use(...handlers);
    const db = getActiveMockDb();
    const row = db.memberships.find((m) => m.userId === demoIds.users.viewer && m.organizationId === demoIds.organizations.acme);
    if (row) db.memberships.update(row.id, { isActive: false });
    renderWithSettings(<MembersList />, { session });
    const list = await screen.findByRole('list', { name: 'Organization users' });
    const viewer = within(list).getAllByRole('listitem')[2] as HTMLElement;
    expect(within(viewer).getByText('Inactive')).toBeInTheDocument();
  });

  it('renders only the rows in view of a long list, each announcing its place', async () => {
    server.use(...memberHandlers.many, ...handlers);
    renderWithSettings(<MembersList />, { session });
    expect(await screen.findByLabelText('503 users')).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Organization users' })).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(30);
    expect(rows[0]).toHaveAttribute('aria-setsize', '503');
    expect(rows[0]).toHaveAttribute('aria-posinset', '1');
  });

  it("shows the empty state with 'Add First User', which opens the dialog", async () => {
    server.use(http.get(membersPath, () => HttpResponse.json([])), ...handlers);
    const { container } = renderWithSettings(<MembersList />, { session });
    expect(await screen.findByText('No users in this organization')).toBeInTheDocument();
    expect(screen.getByText('Add users to start collaborating')).toBeInTheDocument();
    expect(listState(container)).toBe('empty');
    await userEvent.click(screen.getByRole('button', { name: 'Add First User' }));
    expect(await screen.findByRole('dialog', { name: 'Add User to Organization' })).toBeInTheDocument();
  });

  it('shows the load error message with a retry', async () => {
    server.use(http.get(membersPath, internalError), ...handlers);
    const { container } = renderWithSettings(<MembersList />, { session });
    expect(await screen.findByText('Failed to load organization users. Please try again.')).toBeInTheDocument();
    expect(listState(container)).toBe('error');
    server.use(...handlers);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Organization users' })).toBeInTheDocument();
  });

  it('is forbidden when the server refuses the users flag', async () => {
    server.use(http.get(membersPath, () => apiError('FORBIDDEN', 'Missing permission: users read')), ...handlers);
    const { container } = renderWithSettings(<MembersList />, { session });
    expect(await screen.findByText('Missing permission: users read')).toBeInTheDocument();
    expect(listState(container)).toBe('forbidden');
    expect(screen.queryByRole('button', { name: 'Add User' })).not.toBeInTheDocument();
  });

  it('confirms before removing, with the warning, then removes and calls back', async () => {
    server.use(...handlers);
    const onUserRemoved = vi.fn();
    renderWithSettings(<MembersList onUserRemoved={onUserRemoved} />, { session });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Eddie Editor' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to remove Eddie Editor from this organization?');
    expect(dialog).toHaveTextContent('This action will remove all their roles and access to this organization.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('User removed from organization')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Eddie Editor')).not.toBeInTheDocument());
    expect(screen.getByLabelText('2 users')).toBeInTheDocument();
    expect(onUserRemoved).toHaveBeenCalledWith(expect.objectContaining({ email: 'editor@demo.okr' }));
  });

  it('shows the default toast when removing fails without a message', async () => {
    server.use(http.delete(apiUrl('/organizations/:id/users/:userId'), internalError), ...handlers);
    renderWithSettings(<MembersList />, { session });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Eddie Editor' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Failed to remove user from organization')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it("lets an Admin give a member a Custom role through the member-roles call", async () => {
    const db = getActiveMockDb();
    const custom = db.roles.insert({
      id: 'role-custom-pm',
      name: 'Project Manager',
      description: null,
      roleType: 'Editor',
      category: 'Custom',
      organizationId: demoIds.organizations.acme,
      createdAt: '2025-01-02T00:00:00.000Z',
    });
    let sent: unknown;
    server.use(
      http.put(apiUrl('/organizations/:id/users/:userId/roles'), async ({ request }) => {
        sent = await request.clone().json();
      }),
      ...handlers,
    );
    const onRoleChanged = vi.fn();
    renderWithSettings(<MembersList onRoleChanged={onRoleChanged} />, { session });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit roles of Eddie Editor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles of Eddie Editor' });
    const editor = await within(dialog).findByRole('checkbox', { name: /^Editor/ });
    expect(editor).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Project Manager/ }));
    await userEvent.click(editor);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Roles' }));
    expect(await screen.findByText('Roles updated successfully')).toBeInTheDocument();
    expect(sent).toEqual({ roleIds: [custom.id] });
    expect(onRoleChanged).toHaveBeenCalledWith(
      expect.objectContaining({ id: demoIds.users.editor }),
      [expect.objectContaining({ name: 'Project Manager', category: 'Custom' })],
    );
  });

  it("keeps the owner's Admin role locked and refuses an empty selection", async () => {
    server.use(...settingsHandlers.default, ...handlers);
    renderWithSettings(<MembersList />, { session });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit roles of Ada Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles of Ada Admin' });
    const admin = await within(dialog).findByRole('checkbox', { name: /^Admin/ });
    expect(admin).toBeChecked();
    expect(admin).toBeDisabled();
    expect(dialog).toHaveTextContent('The owner keeps the Admin role');
  });
});

