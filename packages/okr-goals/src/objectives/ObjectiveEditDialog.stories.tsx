import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { apiPaths } from '@okr/contract';
import { apiError, apiUrl, getActiveMockDb, internalError, okrHandlers, sessionFixtures } from '@okr/mocks';
import { demoRows } from '../testing/demoRows';
import { LiveObjective } from '../testing/LiveObjective';
import { setMocksClock } from '../testing/mocksClock';
import { ObjectiveEditDialog } from './ObjectiveEditDialog';

const objective = demoRows.objective('dach');
const patchUrl = apiUrl(apiPaths.objectives.byId(objective.id));

const meta = {
  title: 'Goals/ObjectiveEditDialog',
  component: ObjectiveEditDialog,
  args: { objective, open: true, onOpenChange: fn(), onObjectiveUpdated: fn() },
  parameters: { route: `/app/objectives/${objective.id}/edit`, session: sessionFixtures.editor },
  beforeEach: () => setMocksClock(),
  // As on the detail screen: the objective as the server has it now, so a 409 shows the fresh one.
  render: (args) => <LiveObjective initial={args.objective}>{(live) => <ObjectiveEditDialog {...args} objective={live} />}</LiveObjective>,
} satisfies Meta<typeof ObjectiveEditDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Edit objective' }));

/** Basics, classification (global and the organization's own options), dates, owner and status. */
export const Default: Story = {
  play: async () => {
    const view = await dialog();
    await expect(view.getByLabelText('Title')).toHaveValue(objective.title);
    await expect(view.getByLabelText('Start date')).toHaveValue(objective.startDate);
  },
};

/**
 * The parent objective is searched on the server as one types; the list stays open here (the
 * state a person meets while picking), keyboard-driven: Down and Up move, Enter picks.
 */
export const SearchesParent: Story = {
  args: { objective: demoRows.objective('quality') },
  parameters: { route: `/app/objectives/${demoRows.objective('quality').id}/edit` },
  play: async () => {
    const view = await dialog();
    const field = view.getByRole('combobox', { name: 'Aligned to (parent objective)' });
    await waitFor(() => expect(field).toHaveValue(demoRows.objective('platform').title));
    await userEvent.click(field);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.keyboard('e');
    const list = within(await screen.findByRole('listbox', { name: 'Aligned to (parent objective)' }));
    await waitFor(() => expect(list.getByRole('option', { name: 'Expand into the DACH market' })).toBeVisible());
    await expect(list.queryByRole('option', { name: demoRows.objective('quality').title })).toBeNull();
    await userEvent.keyboard('{ArrowDown}');
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('aria-activedescendant', list.getAllByRole('option')[1]!.id);
  },
};

/** The change is saved with the objective's version, then the dialog closes. */
export const Saves: Story = {
  play: async ({ args }) => {
    const view = await dialog();
    const title = view.getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Win the DACH market');
    await userEvent.click(view.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(args.onObjectiveUpdated).toHaveBeenCalledTimes(1));
    await expect(getActiveMockDb().objectives.get(objective.id)).toMatchObject({ title: 'Win the DACH market', version: objective.version + 1 });
  },
};

/** A missing title and an end before the start are caught before anything is sent. */
export const Invalid: Story = {
  play: async ({ args }) => {
    const view = await dialog();
    await userEvent.clear(view.getByLabelText('Title'));
    fireEvent.change(view.getByLabelText('End date'), { target: { value: '2024-01-01' } });
    await userEvent.click(view.getByRole('button', { name: 'Save changes' }));
    await expect(view.getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
    await expect(view.getByLabelText('End date')).toHaveAccessibleDescription(/End date cannot be before start date/);
    await expect(args.onObjectiveUpdated).not.toHaveBeenCalled();
  },
};

/** The server refuses a field: its message shows under that field. */
export const ServerFieldError: Story = {
  parameters: {
    msw: {
      handlers: {
        okr: [
          http.patch(patchUrl, () => apiError('VALIDATION_ERROR', 'Invalid request', [{ field: 'parentObjectiveId', message: 'An objective cannot align under itself or its children' }, { field: 'title', message: 'Already taken' }])),
          ...okrHandlers.default,
        ],
      },
    },
  },
  play: async () => {
    const view = await dialog();
    await userEvent.click(view.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(view.getByLabelText('Title')).toHaveAccessibleDescription('Already taken'));
  },
};

/** Someone else saved first: 409, the dialog says so and now shows their version to change again. */
export const StaleEdit: Story = {
  play: async ({ args }) => {
    const view = await dialog();
    getActiveMockDb().objectives.update(objective.id, { title: 'Expand into DACH and the Nordics', version: objective.version + 1 });
    await userEvent.click(view.getByRole('button', { name: 'Save changes' }));
    await expect(await view.findByRole('alert')).toHaveTextContent('Someone else changed this while you were editing.');
    await waitFor(() => expect(view.getByLabelText('Title')).toHaveValue('Expand into DACH and the Nordics'));
    await expect(args.onObjectiveUpdated).not.toHaveBeenCalled();
    // Saving again now sends the fresh version and goes through.
    await userEvent.click(view.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(args.onObjectiveUpdated).toHaveBeenCalledTimes(1));
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { okr: [http.patch(patchUrl, internalError), ...okrHandlers.default] } } },
  play: async () => {
    const view = await dialog();
    await userEvent.click(view.getByRole('button', { name: 'Save changes' }));
    await expect(await view.findByRole('alert')).toHaveTextContent(/try again/i);
  },
};
