import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SessionState } from '@okr/core';
import { demoIds, getActiveMockDb, handlers, resetActiveMockDb, sessionFixtures } from '@okr/mocks';
import { HostProviders } from '../lib/HostProviders';
import { setHostLocale } from '../lib/hostLocale';
import { routes } from '../routes';

const server = setupServer(...handlers);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  resetActiveMockDb();
  setHostLocale('en');
  window.localStorage.clear();
});
afterAll(() => server.close());

function renderAt(path: string, initialSession: Partial<SessionState>) {
  window.localStorage.setItem('auth-storage', JSON.stringify({ state: initialSession, version: 1 }));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <HostProviders>
      <RouterProvider router={router} />
    </HostProviders>,
  );
  return router;
}

async function mainNav() {
  return screen.findByRole('navigation', { name: 'Main' });
}

describe('AppLayout', () => {
  it('offers every /app page to an Admin, settings included, and marks the current one', async () => {
    renderAt('/app/initiatives', sessionFixtures.admin);
    const nav = await mainNav();
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['My week', 'Dashboard', 'Objectives', 'Initiatives', 'Reports', 'Users', 'AI assistant', 'Settings']);
    expect(within(nav).getByRole('link', { name: 'Initiatives' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('hides settings from an Editor, whom the route would refuse', async () => {
    renderAt('/app', sessionFixtures.editor);
    const nav = await mainNav();
    expect(within(nav).queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens and closes the navigation from the menu button', async () => {
    const user = userEvent.setup();
    const router = renderAt('/app', sessionFixtures.admin);
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(await mainNav()).getByRole('link', { name: 'Users' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/users'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('switches the interface to Spanish from the user menu and remembers it', async () => {
    const user = userEvent.setup();
    renderAt('/app', sessionFixtures.admin);
    await user.click(await screen.findByRole('button', { name: 'Ada Admin' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Español' }));
    expect(await screen.findByRole('link', { name: 'Objetivos' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(window.localStorage.getItem('okr:locale')).toBe('es');
  });

  it('signs out from the user menu back to the public page', async () => {
    const user = userEvent.setup();
    const router = renderAt('/app', sessionFixtures.admin);
    await user.click(await screen.findByRole('button', { name: 'Ada Admin' }));
    expect(screen.getByRole('menu')).toHaveTextContent('Acme Corp');
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('turns the weekly digest off from the user menu (PATCH /auth/me), and the server keeps it', async () => {
    const user = userEvent.setup();
    renderAt('/app', sessionFixtures.admin);
    await user.click(await screen.findByRole('button', { name: 'Ada Admin' }));
    await user.click(screen.getByRole('menuitem', { name: 'Profile…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Profile' });
    const digest = within(dialog).getByRole('switch', { name: 'Weekly digest email' });
    expect(digest).toBeChecked();
    await user.click(digest);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Profile' })).not.toBeInTheDocument());
    expect(JSON.parse(window.localStorage.getItem('auth-storage')!).state.user.weeklyDigest).toBe(false);
    // What the server keeps: the dialog opens again with the digest off.
    await user.click(screen.getByRole('button', { name: 'Ada Admin' }));
    await user.click(screen.getByRole('menuitem', { name: 'Profile…' }));
    expect(within(await screen.findByRole('dialog', { name: 'Profile' })).getByRole('switch', { name: 'Weekly digest email' })).not.toBeChecked();
  });

  it("opens a link naming another organization there: switches first, then drops ?org=", async () => {
    const router = renderAt(`/app/objectives?org=${demoIds.organizations.globex}&keyResult=kr-1`, sessionFixtures.admin);
    await waitFor(() => expect(router.state.location.search).toBe('?keyResult=kr-1'));
    expect(router.state.location.pathname).toBe('/app/objectives');
    expect(JSON.parse(window.localStorage.getItem('auth-storage')!).state.organization.id).toBe(demoIds.organizations.globex);
    expect(await screen.findByRole('combobox', { name: /organization/i })).toHaveTextContent('Globex');
  });

  it('keeps the current organization for a link to one the person is not in, and says so', async () => {
    const router = renderAt(`/app/objectives?org=${demoIds.organizations.newcomer}`, sessionFixtures.admin);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('That link is for an organization you are not a member of.')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('auth-storage')!).state.organization.id).toBe(demoIds.organizations.acme);
  });

  it('shows the period switcher on the objectives list and puts its choice in the address', async () => {
    const user = userEvent.setup();
    const router = renderAt('/app/objectives', sessionFixtures.admin);
    const periods = getActiveMockDb().periods.filter((p) => p.organizationId === demoIds.organizations.acme);
    const idOf = (name: string) => periods.find((p) => p.name === name)!.id;
    // The mock db runs on today's clock: its current period is the last quarter it holds, Q4 2026.
    const switcher = await screen.findByRole('combobox', { name: 'Period' });
    await waitFor(() => expect(router.state.location.search).toBe(`?period=${idOf('Q4 2026')}`));
    await user.click(switcher);
    await user.click(await screen.findByRole('option', { name: /Q1 2025/ }));
    await waitFor(() => expect(router.state.location.search).toBe(`?period=${idOf('Q1 2025')}`));
    expect(await screen.findByRole('link', { name: 'Expand into the DACH market' })).toBeInTheDocument();
    expect(window.localStorage.getItem(`okr:period:${demoIds.organizations.acme}`)).toBe(idOf('Q1 2025'));
    // Another page keeps the choice; a page that shows no period has no switcher.
    await user.click(within(await mainNav()).getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?period=${idOf('Q1 2025')}`));
    await user.click(within(await mainNav()).getByRole('link', { name: 'Initiatives' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/initiatives'));
    expect(screen.queryByRole('combobox', { name: 'Period' })).not.toBeInTheDocument();
  });

  it('opens a shared link on the period it names, and remembers it for the organization', async () => {
    window.localStorage.setItem(`okr:period:${demoIds.organizations.acme}`, 'all');
    const q1 = getActiveMockDb().periods.find((p) => p.organizationId === demoIds.organizations.acme && p.name === 'Q1 2025')!;
    const router = renderAt(`/app/objectives?status=Active&period=${q1.id}`, sessionFixtures.admin);
    expect(await screen.findByRole('combobox', { name: 'Period' })).toHaveTextContent('Q1 2025');
    expect(await screen.findByRole('link', { name: 'Expand into the DACH market' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?status=Active&period=${q1.id}`);
    expect(window.localStorage.getItem(`okr:period:${demoIds.organizations.acme}`)).toBe(q1.id);
  });
});
