import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoIds, demoOkrIds, getActiveMockDb, handlers } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { GoalsRoutes } from '../testing/GoalsRoutes';
import { setMocksClock } from '../testing/mocksClock';
import { renderGoals } from '../testing/renderGoals';

const server = setupMswServer();

let restoreClock: () => void;
beforeEach(() => {
  restoreClock = setMocksClock();
  server.use(...handlers);
});
afterEach(() => restoreClock());

const location = () => screen.getByTestId('location');

describe('initiatives board (routes on the @okr/mocks handlers)', { timeout: 30_000 }, () => {
  it('opens the create modal from its address, over the board, and from the "New initiative" button', async () => {
    const user = userEvent.setup();
    renderGoals(<GoalsRoutes />, { route: '/app/initiatives/create' });
    const dialog = await screen.findByRole('dialog', { name: 'New initiative' });
    expect(within(dialog).getByLabelText('Name')).toBeInTheDocument();
    // The board stays underneath (hidden from assistive tech while the modal is open).
    expect(await screen.findByRole('heading', { name: 'Initiatives', level: 1, hidden: true })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(location()).toHaveTextContent(/^\/app\/initiatives$/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'New initiative' }));
    expect(location()).toHaveTextContent('/app/initiatives/create');
    expect(await screen.findByRole('dialog', { name: 'New initiative' })).toBeInTheDocument();
  });

  it("moves a task to At Risk on the server, and the initiative then 'Needs attention' in its modal and on the board", async () => {
    const user = userEvent.setup();
    const warehouse = demoOkrIds.initiative(3);
    const task = getActiveMockDb().tasks.get(`${warehouse}-task-1`)!;
    renderGoals(<GoalsRoutes />, { route: `/app/initiatives/${warehouse}` });
    const dialog = await screen.findByRole('dialog', { name: 'Warehouse migration' });
    expect(within(dialog).queryByText(/Needs attention/)).not.toBeInTheDocument();

    await user.click(await within(dialog).findByRole('combobox', { name: `Status of ${task.title}` }));
    await user.click(await screen.findByRole('option', { name: 'At Risk' }));
    expect(await within(dialog).findByText('Needs attention: 1 task is At Risk.')).toBeInTheDocument();
    expect(getActiveMockDb().tasks.get(task.id)).toMatchObject({ status: 'At Risk', version: task.version + 1 });
    // The task now sits in the At Risk column.
    expect(within(within(dialog).getByRole('region', { name: 'At Risk' })).getByText(task.title)).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const card = await screen.findByRole('article', { name: 'Warehouse migration' });
    await vi.waitFor(() => expect(card).toHaveTextContent('Needs attention'));
  });

  it('explains the Free plan\'s 402 in the create modal, links to the plans, and creates nothing', async () => {
    getActiveMockDb().organizations.update(demoIds.organizations.acme, { plan: 'Free' });
    const before = getActiveMockDb().initiatives.all().length;
    const user = userEvent.setup();
    renderGoals(<GoalsRoutes />, { route: '/app/initiatives/create' });
    const dialog = await screen.findByRole('dialog', { name: 'New initiative' });
    await user.type(within(dialog).getByLabelText('Name'), 'Partner program');
    await user.click(within(dialog).getByRole('button', { name: 'Create initiative' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent("Your plan's limit is reached");
    expect(alert).toHaveTextContent('The Free plan includes one initiative.');
    expect(getActiveMockDb().initiatives.all()).toHaveLength(before);
    await user.click(within(alert).getByRole('button', { name: 'See plans' }));
    expect(await screen.findByRole('heading', { name: 'Plans and billing' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/app/settings?tab=billing');
  });
});
