import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { apiPaths } from '@okr/contract';
import { apiUrl, demoOkrIds, getActiveMockDb, internalError, okrHandlers, sessionFixtures } from '@okr/mocks';
import { demoRows } from '../testing/demoRows';
import { setMocksClock } from '../testing/mocksClock';
import { WithCallerFlags } from '../testing/WithCallerFlags';
import { TaskBoard } from './TaskBoard';

const initiativeId = demoOkrIds.initiative(0);
const tasks = demoRows.tasksOf(0);
const atRisk = tasks.find((task) => task.status === 'At Risk')!;
const toDo = tasks.find((task) => task.status === 'To Do')!;

const meta = {
  title: 'Goals/TaskBoard',
  component: TaskBoard,
  args: { initiativeId, tasks },
  parameters: { route: `/app/initiatives/${initiativeId}`, session: sessionFixtures.editor },
  // The demo's due dates are relative to the mocks' clock: fixed, so "overdue" never drifts.
  beforeEach: () => setMocksClock(),
  decorators: [
    (Story) => (
      <WithCallerFlags>
        <Story />
      </WithCallerFlags>
    ),
  ],
} satisfies Meta<typeof TaskBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The DACH campaign's tasks, one column per status, with assignee and due date. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const status of ['To Do', 'In Progress', 'Completed', 'At Risk']) {
      await expect(canvas.getByRole('region', { name: status })).toBeVisible();
    }
    const column = within(canvas.getByRole('region', { name: 'At Risk' }));
    await expect(column.getByText(atRisk.title)).toBeVisible();
    await expect(await column.findByText(/Ada Admin/)).toBeVisible();
  },
};

/** An initiative without tasks yet: four empty columns and the form to add the first one. */
export const Empty: Story = {
  args: { tasks: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Nothing here')).toHaveLength(4);
    await expect(await canvas.findByRole('form', { name: 'Add a task' })).toBeVisible();
  },
};

/** A task past its due date and not completed says since when. */
export const Overdue: Story = {
  args: { tasks: [{ ...toDo, dueDate: '2024-12-20' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/overdue since/)).toBeVisible();
  },
};

/** Moving a task is a status change on the server, sent with the task's version. */
/**
 * The status menu gives the board back (no aria-hidden, no listbox) only once it has closed: on a
 * loaded machine that outlasts the click, and the board's alert and the axe check must wait for it.
 */
const menuClosed = () =>
  waitFor(() => expect(screen.queryByRole('listbox')).toBeNull(), { timeout: 10_000 }).then(() =>
    waitFor(() => expect(document.querySelector('.okr-task-board[aria-hidden="true"]')).toBeNull(), { timeout: 10_000 }),
  );

export const MovesTask: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('combobox', { name: `Status of ${toDo.title}` }));
    await userEvent.click(await screen.findByRole('option', { name: 'In Progress' }));
    await menuClosed();
    await waitFor(() => expect(getActiveMockDb().tasks.get(toDo.id)?.status).toBe('In Progress'));
    await expect(getActiveMockDb().tasks.get(toDo.id)?.version).toBe(toDo.version + 1);
  },
};

/**
 * Stale task: someone else moved the task first, so its `version` here is stale; the mocks answer
 * 409 like the server, and the board says so with the edit flows' notice (not the raw message).
 * The fresh data is the parent's refetch: see `InitiativeViewDialog`'s "Stale task".
 */
export const StaleTask: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    getActiveMockDb().tasks.update(toDo.id, { status: 'In Progress', version: toDo.version + 1 });
    await userEvent.click(await canvas.findByRole('combobox', { name: `Status of ${toDo.title}` }));
    await userEvent.click(await screen.findByRole('option', { name: 'Completed' }));
    await menuClosed();
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Someone else changed this task before you.');
    await expect(alert).not.toHaveTextContent('Review the latest version');
    await expect(getActiveMockDb().tasks.get(toDo.id)?.status).toBe('In Progress');
  },
};

/** A task needs a title; nothing is sent without one. */
export const AddTaskNeedsTitle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add task' }));
    await expect(canvas.getByLabelText('Task')).toHaveAccessibleDescription('Title is required');
  },
};

/** Adding a task creates it on the server and clears the form for the next one. */
export const AddsTask: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Task'), 'Book the launch venue');
    await userEvent.click(canvas.getByRole('button', { name: 'Add task' }));
    await waitFor(() => expect(getActiveMockDb().tasks.find((task) => task.title === 'Book the launch venue')).toMatchObject({ initiativeId, status: 'To Do' }));
    await waitFor(() => expect(canvas.getByLabelText('Task')).toHaveValue(''));
  },
};

/** The server fails: the form keeps what was typed and says so. */
export const AddTaskFails: Story = {
  parameters: { msw: { handlers: { okr: [http.post(apiUrl(apiPaths.initiatives.tasks(initiativeId)), internalError), ...okrHandlers.default] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Task'), 'Book the launch venue');
    await userEvent.click(canvas.getByRole('button', { name: 'Add task' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByLabelText('Task')).toHaveValue('Book the launch venue');
  },
};

/** A Viewer sees the board read-only: status badges, no status menus, no delete, no form. */
export const ReadOnlyViewer: Story = {
  parameters: { session: sessionFixtures.viewer },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(atRisk.title)).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.queryByRole('form', { name: 'Add a task' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Delete task/ })).toBeNull();
  },
};
