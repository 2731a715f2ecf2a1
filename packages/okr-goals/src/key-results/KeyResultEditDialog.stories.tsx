import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ObjectiveDetail } from '@okr/contract';
import { apiPaths } from '@okr/contract';
import { apiUrl, getActiveMockDb, internalError, okrHandlers, sessionFixtures } from '@okr/mocks';
import { demoRows } from '../testing/demoRows';
import { LiveObjective } from '../testing/LiveObjective';
import { setMocksClock } from '../testing/mocksClock';
import { KeyResultEditDialog } from './KeyResultEditDialog';

const objective = demoRows.objective('dach');
const customers = demoRows.keyResult('dach-customers');
const office = demoRows.keyResult('dach-office');

const meta = {
  title: 'Goals/KeyResultEditDialog',
  component: KeyResultEditDialog,
  args: { keyResult: customers, objectiveId: objective.id, open: true, onOpenChange: fn(), onSaved: fn() },
  parameters: { route: `/app/objectives/${objective.id}/key-results/${customers.id}/edit`, session: sessionFixtures.editor },
  beforeEach: () => setMocksClock(),
  // As on the detail screen: the key result as the server has it now, so a 409 shows the fresh one.
  render: (args) => (
    <LiveObjective initial={objective}>
      {(live) => <KeyResultEditDialog {...args} keyResult={args.keyResult && ((live as ObjectiveDetail).keyResults?.find((kr) => kr.id === args.keyResult?.id) ?? args.keyResult)} />}
    </LiveObjective>
  ),
} satisfies Meta<typeof KeyResultEditDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (name = 'Edit key result') => within(await screen.findByRole('dialog', { name }));

/** A numeric key result: start, target, unit, weight, due date, owner and deliverable status. */
export const Edit: Story = {
  play: async () => {
    const view = await dialog();
    await expect(view.getByLabelText('Title')).toHaveValue(customers.title);
    await expect(view.getByLabelText('Target value')).toHaveValue(String(customers.targetValue));
    await expect(view.getByLabelText('Unit')).toHaveValue(customers.unit ?? '');
  },
};

/** A done / not done key result has no start or target value. */
export const Binary: Story = {
  args: { keyResult: office },
  play: async () => {
    const view = await dialog();
    await expect(view.queryByLabelText('Target value')).toBeNull();
    await expect(view.queryByLabelText('Unit')).toBeNull();
  },
};

/** Without a key result the dialog adds one to the objective. */
export const Add: Story = {
  args: { keyResult: undefined },
  play: async ({ args }) => {
    const view = await dialog('Add key result');
    await userEvent.type(view.getByLabelText('Title'), 'Win 5 reference customers');
    await userEvent.click(view.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
    await expect(getActiveMockDb().keyResults.find((kr) => kr.title === 'Win 5 reference customers')).toMatchObject({ objectiveId: objective.id });
  },
};

/** The edit is saved with its version and the dialog closes. */
export const Saves: Story = {
  play: async ({ args }) => {
    const view = await dialog();
    const target = view.getByLabelText('Target value');
    await userEvent.clear(target);
    await userEvent.type(target, '45');
    await userEvent.click(view.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
    await expect(getActiveMockDb().keyResults.get(customers.id)).toMatchObject({ targetValue: 45, version: customers.version + 1 });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Each field says what is wrong, and nothing is sent. */
export const Invalid: Story = {
  play: async ({ args }) => {
    const view = await dialog();
    await userEvent.clear(view.getByLabelText('Title'));
    const weight = view.getByLabelText('Weight');
    await userEvent.clear(weight);
    await userEvent.type(weight, '500');
    await userEvent.click(view.getByRole('button', { name: 'Save changes' }));
    await expect(view.getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
    await expect(view.getByLabelText('Weight')).toHaveAccessibleDescription(/A number from 0 to 100/);
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** Someone else saved first: 409, the dialog says so and now shows their version. */
export const StaleEdit: Story = {
  play: async ({ args }) => {
    const view = await dialog();
    await expect(view.getByLabelText('Title')).toHaveValue(customers.title);
    // Another person renames it while this dialog is open.
    getActiveMockDb().keyResults.update(customers.id, { title: 'Sign 45 new customers in DACH', version: customers.version + 1 });
    await userEvent.click(view.getByRole('button', { name: 'Save changes' }));
    await expect(await view.findByRole('alert')).toHaveTextContent('Someone else changed this while you were editing.');
    await waitFor(() => expect(view.getByLabelText('Title')).toHaveValue('Sign 45 new customers in DACH'));
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { okr: [http.patch(apiUrl(apiPaths.keyResults.byId(customers.id)), internalError), ...okrHandlers.default] } } },
  play: async ({ args }) => {
    const view = await dialog();
    await userEvent.click(view.getByRole('button', { name: 'Save changes' }));
    await expect(await view.findByRole('alert')).toHaveTextContent(/try again/i);
    await expect(view.getByLabelText('Title')).toHaveValue(customers.title);
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};
