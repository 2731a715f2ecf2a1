import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { apiPaths } from '@okr/contract';
import { apiUrl, demoOkrIds, getActiveMockDb, internalError, okrHandlers, sessionFixtures } from '@okr/mocks';
import { demoRows } from '../testing/demoRows';
import { setMocksClock } from '../testing/mocksClock';
import { InitiativeViewDialog } from './InitiativeViewDialog';

const initiativeId = demoOkrIds.initiative(0);
const dach = demoRows.initiative(0);
const detailUrl = apiUrl(apiPaths.initiatives.byId(initiativeId));

const meta = {
  title: 'Goals/InitiativeViewDialog',
  component: InitiativeViewDialog,
  args: { initiativeId, open: true, onOpenChange: fn(), onEdit: fn(), onInitiativeDeleted: fn() },
  parameters: { route: `/app/initiatives/${initiativeId}`, session: sessionFixtures.editor },
  beforeEach: () => setMocksClock(),
} satisfies Meta<typeof InitiativeViewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (name: string | RegExp = dach.name) => within(await screen.findByRole('dialog', { name }));

/** The DACH campaign: an At Risk task marks it as needing attention; its tasks by status below. */
export const Default: Story = {
  play: async () => {
    const view = await dialog();
    await expect(await view.findByText('Needs attention: 1 task is At Risk.')).toBeInTheDocument();
    await expect(view.getByRole('progressbar', { name: `Progress of ${dach.name}` })).toBeInTheDocument();
    await expect(await view.findByRole('button', { name: 'Edit' })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { okr: [http.get(detailUrl, () => new Promise<never>(() => undefined)), ...okrHandlers.default] } } },
  play: async () => {
    const view = await dialog('Initiative');
    await expect(view.getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** The first load fails; "Try again" loads it. */
export const ErrorWithRetry: Story = {
  parameters: {
    msw: {
      handlers: {
        okr: [
          http.get(detailUrl, internalError, { once: true }),
          ...okrHandlers.default,
        ],
      },
    },
  },
  play: async () => {
    const view = await dialog('Initiative');
    await expect(await view.findByRole('alert')).toHaveTextContent('Could not load the initiative.');
    await userEvent.click(view.getByRole('button', { name: 'Try again' }));
    await expect(await screen.findByRole('dialog', { name: dach.name })).toBeInTheDocument();
  },
};

/** A shared link to an initiative that was deleted (or belongs to another organization). */
export const NotFound: Story = {
  args: { initiativeId: 'initiative-gone' },
  play: async () => {
    const view = await dialog('Initiative');
    await expect(await view.findByText('This initiative does not exist any more.')).toBeInTheDocument();
  },
};

/** An initiative marked At Risk itself, without an At Risk task. */
export const AtRiskItself: Story = {
  parameters: {
    msw: {
      handlers: {
        okr: [
          http.get(detailUrl, () =>
            HttpResponse.json({ ...dach, status: 'At Risk', needsAttention: true, progress: 50, taskCounts: { 'To Do': 1, 'In Progress': 0, Completed: 1, 'At Risk': 0 }, tasks: demoRows.tasksOf(0).filter((task) => task.status !== 'At Risk' && task.status !== 'In Progress') }),
          ),
          ...okrHandlers.default,
        ],
      },
    },
  },
  play: async () => {
    const view = await dialog();
    await expect(await view.findByText('This initiative is marked At Risk.')).toBeInTheDocument();
  },
};

/** Deleting asks first, then removes it with its tasks and calls back. */
export const Deletes: Story = {
  play: async ({ args }) => {
    const view = await dialog();
    await userEvent.click(await view.findByRole('button', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete initiative' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onInitiativeDeleted).toHaveBeenCalledTimes(1));
    await expect(getActiveMockDb().initiatives.get(initiativeId)).toBeUndefined();
  },
};

/**
 * Stale task: someone else moved a task while this dialog was open. Moving it here with the old
 * `version` gets 409: the "someone else changed this" notice, and the board shows their move.
 */
export const StaleTask: Story = {
  play: async () => {
    const view = await dialog();
    const task = demoRows.tasksOf(0).find((t) => t.status === 'To Do')!;
    await userEvent.click(await view.findByRole('combobox', { name: `Status of ${task.title}` }));
    getActiveMockDb().tasks.update(task.id, { status: 'In Progress', version: task.version + 1 });
    await userEvent.click(await screen.findByRole('option', { name: 'Completed' }));
    await expect(await view.findByRole('alert')).toHaveTextContent('Someone else changed this task before you. The board now shows their version');
    // The refetch puts the task where the other person moved it.
    await waitFor(() => expect(within(view.getByRole('region', { name: 'In Progress' })).getByText(task.title)).toBeInTheDocument());
    await expect(within(view.getByRole('region', { name: 'To Do' })).queryByText(task.title)).toBeNull();
    await expect(getActiveMockDb().tasks.get(task.id)).toMatchObject({ status: 'In Progress', version: task.version + 1 });
  },
};

/** A Viewer reads it: Edit disabled with the reason, no Delete, tasks without menus or form. */
export const ReadOnlyViewer: Story = {
  parameters: { session: sessionFixtures.viewer },
  play: async () => {
    const view = await dialog();
    await waitFor(() => expect(view.getByRole('button', { name: /^Edit/ })).toHaveAttribute('aria-disabled', 'true'));
    await expect(view.getByRole('button', { name: /^Edit/ })).toHaveAccessibleName('Edit (Your role cannot change initiatives.)');
    await expect(view.queryByRole('button', { name: 'Delete' })).toBeNull();
    await expect(view.queryByRole('combobox')).toBeNull();
    await expect(view.queryByRole('form', { name: 'Add a task' })).toBeNull();
  },
};
