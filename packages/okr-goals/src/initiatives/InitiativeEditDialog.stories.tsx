import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { apiPaths } from '@okr/contract';
import { apiUrl, demoOkrIds, getActiveMockDb, internalError, okrHandlers, sessionFixtures } from '@okr/mocks';
import { demoRows } from '../testing/demoRows';
import { setMocksClock } from '../testing/mocksClock';
import { InitiativeEditDialog } from './InitiativeEditDialog';

const initiativeId = demoOkrIds.initiative(0);
const dach = demoRows.initiative(0);
const detailUrl = apiUrl(apiPaths.initiatives.byId(initiativeId));

const meta = {
  title: 'Goals/InitiativeEditDialog',
  component: InitiativeEditDialog,
  args: { initiativeId, open: true, onOpenChange: fn(), onInitiativeUpdated: fn() },
  parameters: { route: `/app/initiatives/${initiativeId}/edit`, session: sessionFixtures.editor },
  beforeEach: () => setMocksClock(),
} satisfies Meta<typeof InitiativeEditDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Edit initiative' }, { timeout: 5000 }));
/** The loaded form: a dialog of its own, which replaces the loading one. */
const form = async () => {
  await screen.findByLabelText('Name', {}, { timeout: 5000 });
  return dialog();
};

/** A shared `/edit` link: the initiative loads into the form. */
export const Default: Story = {
  play: async () => {
    const view = await form();
    await expect(view.getByLabelText('Name')).toHaveValue(dach.name);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { okr: [http.get(detailUrl, () => new Promise<never>(() => undefined)), ...okrHandlers.default] } } },
  play: async () => {
    const view = await dialog();
    await expect(view.getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** Loading fails once; "Try again" brings the form. */
export const ErrorWithRetry: Story = {
  parameters: { msw: { handlers: { okr: [http.get(detailUrl, internalError, { once: true }), ...okrHandlers.default] } } },
  play: async () => {
    const view = await dialog();
    await expect(await view.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Could not load the initiative.');
    await userEvent.click(view.getByRole('button', { name: 'Try again' }));
    await expect((await form()).getByLabelText('Name')).toHaveValue(dach.name);
  },
};

/** Saved with its version; the dialog calls back. */
export const Saves: Story = {
  play: async ({ args }) => {
    const view = await form();
    const name = view.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'DACH launch');
    await userEvent.click(view.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(args.onInitiativeUpdated).toHaveBeenCalledTimes(1), { timeout: 5000 });
    await expect(getActiveMockDb().initiatives.get(initiativeId)).toMatchObject({ name: 'DACH launch', version: dach.version + 1 });
  },
};

/** Someone else saved first: 409, the dialog says so and shows their version. */
export const StaleEdit: Story = {
  play: async ({ args }) => {
    const view = await form();
    getActiveMockDb().initiatives.update(initiativeId, { name: 'DACH and Nordics launch', version: dach.version + 1 });
    await userEvent.click(view.getByRole('button', { name: 'Save changes' }));
    await expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Someone else changed this while you were editing.');
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('DACH and Nordics launch'), { timeout: 5000 });
    await expect(args.onInitiativeUpdated).not.toHaveBeenCalled();
  },
};
