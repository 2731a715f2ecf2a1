import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { apiPaths } from '@okr/contract';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys, useSessionStore } from '@okr/core';
import { apiError, apiUrl, demoIds, organizationHandlers, sessionFixtures } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { renderWithOkr } from '@okr/core/testing';
import { OrganizationSwitcher } from './OrganizationSwitcher';

const server = setupMswServer();

// The demo admin: Owner and Admin of Acme Corp, Editor in Globex.
const session = sessionFixtures.admin;
const { acme, globex } = demoIds.organizations;
const switchPath = apiUrl(apiPaths.organizations.switch);

function CurrentState() {
  const name = useSessionStore((s) => s.organization?.name);
  const roles = useSessionStore((s) => s.user?.roles.map((r) => r.roleType).join(','));
  const count = useSessionStore((s) => s.organizations.length);
  return <p data-testid="state">{`${name}|${roles}|${count}`}</p>;
}

async function chooseGlobex() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('combobox', { name: 'Organization' }));
  await user.click(await screen.findByRole('option', { name: 'Globex' }));
}

describe('OrganizationSwitcher', () => {
  it('lists the organizations with the current one selected and keeps them in the store', async () => {
    server.use(...organizationHandlers.default);
    renderWithOkr(
      <>
        <OrganizationSwitcher />
        <CurrentState />
      </>,
      { session },
    );
    expect(screen.getByText('Loading organizations…')).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Organization' })).toHaveTextContent('Acme Corp');
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('Acme Corp|Admin|2'));
  });

  it('switches: stores organization and roles, invalidates the caches, calls onOrganizationSwitch', async () => {
    let body: unknown;
    server.use(
      // Records the body and answers nothing, so the shared handler behind it does the switch.
      http.post(switchPath, async ({ request }) => {
        body = await request.clone().json();
      }),
      ...organizationHandlers.default,
    );
    const onOrganizationSwitch = vi.fn();
    const { queryClient } = renderWithOkr(
      <>
        <OrganizationSwitcher onOrganizationSwitch={onOrganizationSwitch} />
        <CurrentState />
      </>,
      { session },
    );
    // Spec §4's eleven caches, by the names the spec gives them, all seeded for Acme.
    const elevenCaches = [
      queryKeys.objectives(acme),
      queryKeys.keyResults(acme),
      queryKeys.initiatives(acme),
      queryKeys.users(acme),
      queryKeys.roles(acme),
      queryKeys.userOrganizations(acme),
      queryKeys.userInvitation(acme),
      queryKeys.userRoles(acme),
      queryKeys.rolePermissions(acme),
      queryKeys.configOptions(acme),
      queryKeys.organizations(acme),
    ];
    expect(elevenCaches.map((key) => key[2])).toEqual([
      'objectives',
      'keyResults',
      'initiatives',
      'users',
      'roles',
      'user-organizations',
      'user-invitation',
      'user-roles',
      'role-permissions',
      'config-options',
      'organizations',
    ]);
    // Not `user-organizations`: the switcher loads its own list; seeding it would replace it.
    for (const key of elevenCaches) if (key[2] !== 'user-organizations') queryClient.setQueryData(key, []);
    // Active queries refetch at once after an invalidation, so the invalidations are recorded as they happen.
    const invalidated = new Set<string>();
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'invalidate') invalidated.add(event.query.queryHash);
    });

    await chooseGlobex();

    await waitFor(() => expect(onOrganizationSwitch).toHaveBeenCalledWith(expect.objectContaining({ id: globex, name: 'Globex' })));
    expect(body).toEqual({ organizationId: globex });
    expect(screen.getByTestId('state')).toHaveTextContent('Globex|Editor|2');
    const hashOf = (key: readonly unknown[]) => queryClient.getQueryCache().find({ queryKey: key, exact: true })?.queryHash;
    const notInvalidated = elevenCaches.filter((key) => !invalidated.has(hashOf(key) ?? '')).map((key) => key[2]);
    expect(notInvalidated).toEqual([]);
    expect(await screen.findByRole('combobox', { name: 'Organization' })).toHaveTextContent('Globex');
  });

  it("toasts the server message on a failed switch, else 'Error al cambiar de organización'", async () => {
    server.use(http.post(switchPath, () => apiError('NOT_FOUND', 'Organization not found')), ...organizationHandlers.default);
    renderWithOkr(
      <>
        <OrganizationSwitcher />
        <CurrentState />
      </>,
      { session },
    );
    await chooseGlobex();
    expect(await screen.findByRole('alert')).toHaveTextContent('Organization not found');
    expect(screen.getByTestId('state')).toHaveTextContent('Acme Corp|Admin|2');

    // The API's real 500 answer carries a generic message: the screen's default is shown instead.
    server.use(...organizationHandlers.switchError);
    await chooseGlobex();
    await waitFor(() => expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent('Error al cambiar de organización'));
    expect(screen.queryByText('Internal server error')).toBeNull();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    server.use(
      // The first call fails; later ones fall through to the shared handler.
      http.get(apiUrl(apiPaths.organizations.user), () => {
        calls += 1;
        return calls === 1 ? apiError('INTERNAL_ERROR', 'boom') : undefined;
      }),
      ...organizationHandlers.default,
    );
    renderWithOkr(<OrganizationSwitcher />, { session });
    expect(await screen.findByText('Could not load your organizations.')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('combobox', { name: 'Organization' })).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it("draws the host's trigger slot and still switches through the hook", async () => {
    server.use(...organizationHandlers.default);
    const onOrganizationSwitch = vi.fn();
    renderWithOkr(
      <OrganizationSwitcher
        onOrganizationSwitch={onOrganizationSwitch}
        slots={{ trigger: ({ current }) => <span data-testid="avatar">{current?.name.slice(0, 1)}</span> }}
      />,
      { session },
    );
    expect(await screen.findByTestId('avatar')).toHaveTextContent('A');
    await chooseGlobex();
    await waitFor(() => expect(onOrganizationSwitch).toHaveBeenCalledWith(expect.objectContaining({ id: globex })));
    await waitFor(() => expect(screen.getByTestId('avatar')).toHaveTextContent('G'));
  });
});
