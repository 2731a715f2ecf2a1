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

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Edit initiative' }));
/** The loaded form, in the dialog that showed the skeleton. */
const form = async () => {
  await screen.findByLabelText('Name');
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

/** Holds the detail request of `LoadsInPlace` until its play lets it through. */
function gate() {
  let open: () => void = () => undefined;
  const promise = new Promise<undefined>((resolve) => (open = () => resolve(undefined)));
  return { promise, open };
}
let detailGate = gate();

/**
 * The initiative arrives while the skeleton shows: the same dialog (overlay, focus trap) stays
 * and its content turns into the form, focus staying inside it; no second dialog replaces the first.
 */
export const LoadsInPlace: Story = {
  beforeEach: () => {
    detailGate = gate();
  },
  parameters: {
    msw: {
      handlers: {
        okr: [
          // Holds the first load until the play opens the gate; returning nothing passes it on to the mocks.
          http.get(detailUrl, () => detailGate.promise, { once: true }),
          ...okrHandlers.default,
        ],
      },
    },
  },
  play: async () => {
    const loading = await screen.findByRole('dialog', { name: 'Edit initiative' });
    await expect(within(loading).getByRole('status')).toHaveTextContent('Loading…');
    await waitFor(() => expect(loading).toContainElement(document.activeElement as HTMLElement));
    const overlay = document.querySelector('.rt-DialogOverlay');
    detailGate.open();
    const name = await within(loading).findByLabelText('Name');
    await expect(name).toHaveValue(dach.name);
    // One dialog throughout: the node that showed the skeleton now holds the form.
    await expect(loading.isConnected).toBe(true);
    await expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await expect(screen.getByRole('dialog')).toBe(loading);
    await expect(document.querySelector('.rt-DialogOverlay')).toBe(overlay);
    await expect(loading).toContainElement(document.activeElement as HTMLElement);
    await expect(name).toHaveFocus();
  },
};

/** Loading fails once; "Try again" brings the form. */
export const ErrorWithRetry: Story = {
  parameters: { msw: { handlers: { okr: [http.get(detailUrl, internalError, { once: true }), ...okrHandlers.default] } } },
  play: async () => {
    const view = await dialog();
    await expect(await view.findByRole('alert')).toHaveTextContent('Could not load the initiative.');
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
    await waitFor(() => expect(args.onInitiativeUpdated).toHaveBeenCalledTimes(1));
    await expect(getActiveMockDb().initiatives.get(initiativeId)).toMatchObject({ name: 'DACH launch', version: dach.version + 1 });
  },
};

/** Someone else saved first: 409, the dialog says so and shows their version. */
export const StaleEdit: Story = {
  play: async ({ args }) => {
    const view = await form();
    getActiveMockDb().initiatives.update(initiativeId, { name: 'DACH and Nordics launch', version: dach.version + 1 });
    await userEvent.click(view.getByRole('button', { name: 'Save changes' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Someone else changed this while you were editing.');
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('DACH and Nordics launch'));
    await expect(args.onInitiativeUpdated).not.toHaveBeenCalled();
  },
};
