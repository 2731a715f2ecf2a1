import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@okr/contract';
import { queryKeys } from '@okr/core';
import { apiError, apiUrl, demoIds, handlers, internalError, sessionFixtures } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { renderWithSettings } from '../testing/renderWithSettings';
import { AddUserDialog } from './AddUserDialog';

const server = setupMswServer();

const session = sessionFixtures.admin;
const searchPath = apiUrl(apiPaths.users.search);
const membersPath = apiUrl('/organizations/:id/users');

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
  return screen.findByRole('dialog', { name: 'Add User to Organization' });
}

async function findGlobexOwner(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'globex@demo.okr');
  return within(dialog).findByRole('button', { name: /^Hank Scorpio/ });
}

describe('AddUserDialog', () => {
  it('validates the email before searching, with both messages', async () => {
    const searched = vi.fn();
    server.use(http.get(searchPath, () => void searched()), ...handlers);
    renderWithSettings(<AddUserDialog />, { session });
    const dialog = await openDialog();
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'not an email');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Please enter a valid email address to search for users')).toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@acme');
    expect(within(dialog).getByText('Please enter a valid email address to search for users')).toBeInTheDocument();
    expect(searched).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Add User' })).toBeDisabled();
  });

  it('says when nobody matches', async () => {
    server.use(...handlers);
    renderWithSettings(<AddUserDialog />, { session });
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'nobody@nowhere.test');
    expect(await within(dialog).findByText('No user found with email "nobody@nowhere.test"')).toBeInTheDocument();
  });

  it('excludes the members of the organization from the search', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      http.get(searchPath, ({ request }) => {
        query = new URL(request.url).searchParams;
      }),
      ...handlers,
    );
    renderWithSettings(<AddUserDialog />, { session });
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'editor@demo.okr');
    expect(await within(dialog).findByText('No user found with email "editor@demo.okr"')).toBeInTheDocument();
    expect(query?.get('excludeOrgId')).toBe(demoIds.organizations.acme);
  });

  it('searches, selects, defaults the role to Editor without SuperAdmin, adds and calls back', async () => {
    let body: unknown;
    server.use(
      http.post(membersPath, async ({ request }) => {
        body = await request.clone().json();
      }),
      ...handlers,
    );
    const onUserAdded = vi.fn();
    renderWithSettings(<AddUserDialog onUserAdded={onUserAdded} />, { session });
    const dialog = await openDialog();
    const add = within(dialog).getByRole('button', { name: 'Add User' });
    await userEvent.click(await findGlobexOwner(dialog));
    expect(within(dialog).getByRole('group', { name: 'Selected user' })).toHaveTextContent('Hank Scorpio');
    const role = within(dialog).getByRole('combobox', { name: 'Role' });
    expect(role).toHaveTextContent('Editor');
    await userEvent.click(role);
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Admin', 'Editor', 'Viewer']);
    await userEvent.keyboard('{Escape}');
    expect(add).toBeEnabled();
    await userEvent.click(add);
    expect(await screen.findByText('User added to organization successfully')).toBeInTheDocument();
    expect(body).toEqual({ userId: demoIds.users.globexOwner, roleType: 'Editor' });
    expect(onUserAdded).toHaveBeenCalledWith(expect.objectContaining({ email: 'globex@demo.okr' }), 'Editor');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('returns to the search when the selection is removed', async () => {
    server.use(...handlers);
    renderWithSettings(<AddUserDialog />, { session });
    const dialog = await openDialog();
    await userEvent.click(await findGlobexOwner(dialog));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove selection' }));
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('globex@demo.okr');
    expect(within(dialog).queryByRole('combobox', { name: 'Role' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add User' })).toBeDisabled();
    expect(await within(dialog).findByRole('button', { name: /^Hank Scorpio/ })).toBeInTheDocument();
  });

  it('starts over after closing', async () => {
    server.use(...handlers);
    renderWithSettings(<AddUserDialog />, { session });
    let dialog = await openDialog();
    await userEvent.click(await findGlobexOwner(dialog));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Add User' })).toHaveFocus();
    dialog = await openDialog();
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('');
    expect(within(dialog).queryByRole('group', { name: 'Selected user' })).not.toBeInTheDocument();
  });

  it('keeps a search result fresh for 30 seconds', async () => {
    const searched = vi.fn();
    server.use(http.get(searchPath, () => void searched()), ...handlers);
    const { queryClient } = renderWithSettings(<AddUserDialog />, { session });
    const dialog = await openDialog();
    await userEvent.click(await findGlobexOwner(dialog));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove selection' }));
    await within(dialog).findByRole('button', { name: /^Hank Scorpio/ });
    expect(searched).toHaveBeenCalledTimes(1);
    const query = queryClient.getQueryCache().find({ queryKey: queryKeys.users(demoIds.organizations.acme, 'search', 'globex@demo.okr') });
    expect(query?.options).toMatchObject({ staleTime: 30_000 });
  });

  it("shows the server's message when adding is refused, else the default", async () => {
    server.use(http.post(membersPath, () => apiError('CONFLICT', 'User is already a member of this organization')), ...handlers);
    renderWithSettings(<AddUserDialog />, { session });
    let dialog = await openDialog();
    await userEvent.click(await findGlobexOwner(dialog));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText('User is already a member of this organization')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    server.use(http.post(membersPath, internalError));
    dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText('Failed to add user to organization')).toBeInTheDocument();
  });

  it("toasts 'Failed to search users' when the search fails", async () => {
    server.use(http.get(searchPath, internalError), ...handlers);
    renderWithSettings(<AddUserDialog />, { session });
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'globex@demo.okr');
    await waitFor(() => expect(screen.getAllByText('Failed to search users').length).toBeGreaterThanOrEqual(1));
  });
});
