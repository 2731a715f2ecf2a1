import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Task } from '@okr/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '@okr/mocks/testing';
import { setMocksClock } from '../testing/mocksClock';
import { referenceHandlers } from '../testing/okrFixtures';
import { renderGoals, sessions } from '../testing/renderGoals';
import { TaskBoard } from './TaskBoard';

const server = setupMswServer();

const stamp = '2025-01-01T10:00:00.000Z';
const task = (overrides: Partial<Task> & Pick<Task, 'id' | 'title' | 'status'>): Task => ({
  organizationId: 'org-acme',
  version: 3,
  createdAt: stamp,
  updatedAt: stamp,
  initiativeId: 'ini-1',
  description: null,
  assigneeId: null,
  dueDate: null,
  ...overrides,
});

const tasks = [
  task({ id: 't1', title: 'Localize the website', status: 'Completed', assigneeId: 'user-ada', dueDate: '2024-12-01' }),
  task({ id: 't2', title: 'Hire two account executives', status: 'In Progress', assigneeId: 'user-ada', dueDate: '2025-01-21' }),
  task({ id: 't3', title: 'Sign the office lease', status: 'At Risk', dueDate: '2024-12-30' }),
  task({ id: 't4', title: 'Plan the launch event', status: 'To Do' }),
];

let restoreClock: () => void;
beforeEach(() => {
  // "Overdue" is relative to today: the mocks' fixed clock (2025-01-06).
  restoreClock = setMocksClock();
  server.use(...referenceHandlers);
});
afterEach(() => restoreClock());

const column = (status: string) => within(screen.getByRole('region', { name: status }));

describe('TaskBoard', { timeout: 30_000 }, () => {
  it('puts each task in the column of its status, with assignee, due date and what is overdue', async () => {
    renderGoals(<TaskBoard initiativeId="ini-1" tasks={tasks} />);
    expect(column('Completed').getByText('Localize the website')).toBeInTheDocument();
    expect(column('In Progress').getByText('Hire two account executives')).toBeInTheDocument();
    expect(column('At Risk').getByText('Sign the office lease')).toBeInTheDocument();
    expect(column('To Do').getByText('Plan the launch event')).toBeInTheDocument();
    expect(column('To Do').queryByText('Sign the office lease')).not.toBeInTheDocument();
    expect(await column('In Progress').findByText('Ada Admin')).toBeInTheDocument();
    expect(column('To Do').getByText('Unassigned')).toBeInTheDocument();
    // Overdue: past due and not completed; a completed task past its date is not.
    expect(column('At Risk').getByText(/overdue since Dec 30, 2024/)).toBeInTheDocument();
    expect(column('Completed').queryByText(/overdue/)).not.toBeInTheDocument();
    expect(column('In Progress').queryByText(/overdue/)).not.toBeInTheDocument();
  });

  it("changes a task's status with its version", async () => {
    const patches: unknown[] = [];
    server.use(
      http.patch('/api/tasks/:id', async ({ request, params }) => {
        const body = (await request.json()) as { status: Task['status'] };
        patches.push({ id: params.id, ...body });
        return HttpResponse.json({ ...tasks[3]!, ...body, version: 4 });
      }),
    );
    const user = userEvent.setup();
    renderGoals(<TaskBoard initiativeId="ini-1" tasks={tasks} />);
    await user.click(screen.getByRole('combobox', { name: 'Status of Plan the launch event' }));
    await user.click(await screen.findByRole('option', { name: 'At Risk' }));
    await vi.waitFor(() => expect(patches).toEqual([{ id: 't4', status: 'At Risk', version: 3 }]));
  });

  it("says someone else changed the task, as the edit flows do, when the status change is refused (409)", async () => {
    server.use(
      http.patch('/api/tasks/:id', () =>
        HttpResponse.json({ code: 'CONFLICT', message: 'Someone else changed this task. Review the latest version and try again.', details: { reason: 'STALE_VERSION' } }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderGoals(<TaskBoard initiativeId="ini-1" tasks={tasks} />);
    await user.click(screen.getByRole('combobox', { name: 'Status of Plan the launch event' }));
    await user.click(await screen.findByRole('option', { name: 'Completed' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this task before you. The board now shows their version');
    expect(alert).toHaveClass('okr-conflict');
    expect(alert).not.toHaveTextContent('Review the latest version');
  });

  it('keeps the server message for other refusals', async () => {
    server.use(http.patch('/api/tasks/:id', () => HttpResponse.json({ code: 'FORBIDDEN', message: 'Your role cannot change initiatives.' }, { status: 403 })));
    const user = userEvent.setup();
    renderGoals(<TaskBoard initiativeId="ini-1" tasks={tasks} />);
    await user.click(screen.getByRole('combobox', { name: 'Status of Plan the launch event' }));
    await user.click(await screen.findByRole('option', { name: 'Completed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role cannot change initiatives.');
  });

  it('adds a task with its assignee and due date, and refuses one without a title', async () => {
    const posted: unknown[] = [];
    server.use(
      http.post('/api/initiatives/:id/tasks', async ({ request, params }) => {
        const body = (await request.json()) as Partial<Task>;
        posted.push({ initiativeId: params.id, ...body });
        return HttpResponse.json(task({ id: 't5', title: String(body.title), status: 'To Do' }), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderGoals(<TaskBoard initiativeId="ini-1" tasks={tasks} />);
    const form = within(screen.getByRole('form', { name: 'Add a task' }));
    await user.click(form.getByRole('button', { name: 'Add task' }));
    expect(form.getByLabelText('Task')).toHaveAccessibleDescription('Title is required');
    expect(posted).toHaveLength(0);

    await user.type(form.getByLabelText('Task'), '  Book the launch venue ');
    await user.click(form.getByRole('combobox', { name: 'Assignee' }));
    await user.click(await screen.findByRole('option', { name: 'Ada Admin' }));
    fireEvent.change(form.getByLabelText('Due date'), { target: { value: '2025-02-14' } });
    await user.click(form.getByRole('button', { name: 'Add task' }));
    await vi.waitFor(() =>
      expect(posted).toEqual([{ initiativeId: 'ini-1', title: 'Book the launch venue', assigneeId: 'user-ada', dueDate: '2025-02-14' }]),
    );
    await vi.waitFor(() => expect(form.getByLabelText('Task')).toHaveValue(''));
  });

  it('is read-only for a Viewer: badges instead of menus, no delete, no form', () => {
    renderGoals(<TaskBoard initiativeId="ini-1" tasks={tasks} />, { session: sessions.viewer });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a task' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete task/ })).not.toBeInTheDocument();
    expect(column('At Risk').getByText('At Risk', { selector: '.okr-task *' })).toBeInTheDocument();
  });

  it('shows four empty columns for an initiative without tasks', () => {
    renderGoals(<TaskBoard initiativeId="ini-1" tasks={[]} />);
    expect(screen.getAllByText('Nothing here')).toHaveLength(4);
  });
});
