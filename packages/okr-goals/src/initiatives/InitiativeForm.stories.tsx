import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { apiPaths } from '@okr/contract';
import { apiError, apiUrl, demoOkrIds, getActiveMockDb, internalError, okrHandlers, sessionFixtures } from '@okr/mocks';
import { demoRows } from '../testing/demoRows';
import { setMocksClock } from '../testing/mocksClock';
import { InitiativeForm } from './InitiativeForm';

// The form alone, as both initiative dialogs hold it, over the mock API.

const listUrl = apiUrl(apiPaths.initiatives.list);
const dach = demoRows.initiativeAsServed(0);
const dachUrl = apiUrl(apiPaths.initiatives.byId(demoOkrIds.initiative(0)));
/** The `okr` handlers with one answer replaced. */
const okrWith = (handler: ReturnType<typeof http.post>) => ({ msw: { handlers: { okr: [handler, ...okrHandlers.default] } } });

const meta = {
  title: 'Goals/Initiatives/InitiativeForm',
  component: InitiativeForm,
  args: { onClose: fn(), onInitiativeCreated: fn(), onInitiativeUpdated: fn(), onViewPlans: fn() },
  parameters: { route: '/app/initiatives/create', session: sessionFixtures.editor },
  beforeEach: () => setMocksClock(),
} satisfies Meta<typeof InitiativeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const initiativeCount = () => getActiveMockDb().initiatives.filter(() => true).length;

/** A new initiative: named, it is created and handed to the caller. */
export const Create: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Partner program');
    await userEvent.click(canvas.getByRole('button', { name: 'Create initiative' }));
    await waitFor(() => expect(args.onInitiativeCreated).toHaveBeenCalledWith(expect.objectContaining({ name: 'Partner program', status: 'To Start' })));
  },
};

/** Submitted empty: the name is required, said beside it, and nothing is sent. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const before = initiativeCount();
    await userEvent.click(canvas.getByRole('button', { name: 'Create initiative' }));
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Name is required');
    await expect(initiativeCount()).toBe(before);
    await expect(args.onInitiativeCreated).not.toHaveBeenCalled();
  },
};

/** An end before the start is refused on the end date. */
export const EndBeforeStart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Partner program');
    fireEvent.change(canvas.getByLabelText('Start date'), { target: { value: '2026-12-01' } });
    fireEvent.change(canvas.getByLabelText('End date'), { target: { value: '2026-11-01' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Create initiative' }));
    await expect(canvas.getByLabelText('End date')).toHaveAccessibleDescription('End date cannot be before start date');
  },
};

/** Saving: the button spins and cannot send the initiative twice; the typed name stays. */
export const SavePending: Story = {
  parameters: okrWith(http.post(listUrl, () => new Promise<never>(() => undefined))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Partner program');
    await userEvent.click(canvas.getByRole('button', { name: 'Create initiative' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Create initiative' })).toBeDisabled());
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Partner program');
  },
};

/** The server failed: the form's own words (never the server's internals), the draft kept to try again. */
export const ServerError: Story = {
  parameters: okrWith(http.post(listUrl, internalError)),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Partner program');
    await userEvent.click(canvas.getByRole('button', { name: 'Create initiative' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not save. Please try again.');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Partner program');
    await expect(args.onInitiativeCreated).not.toHaveBeenCalled();
  },
};

/** The server refused the name: its message beside the field, no banner. */
export const ServerFieldError: Story = {
  parameters: okrWith(http.post(listUrl, () => apiError('VALIDATION_ERROR', 'Validation failed', [{ field: 'name', message: 'An initiative with this name exists' }]))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Partner program');
    await userEvent.click(canvas.getByRole('button', { name: 'Create initiative' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('An initiative with this name exists'));
    await expect(canvas.queryByText('Could not save. Please try again.')).toBeNull();
  },
};

/** Editing: the initiative's values; saved, the caller hears of it and the dialog closes. */
export const Edit: Story = {
  args: { initiative: dach },
  parameters: { route: `/app/initiatives/${dach.id}/edit` },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue(dach.name);
    await userEvent.type(name, ' (phase 2)');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(args.onInitiativeUpdated).toHaveBeenCalledWith(expect.objectContaining({ name: `${dach.name} (phase 2)` })));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Someone else saved first (409): the form explains, and stays open. */
export const EditConflict: Story = {
  args: { initiative: dach },
  parameters: { route: `/app/initiatives/${dach.id}/edit`, ...okrWith(http.patch(dachUrl, () => apiError('CONFLICT', 'The initiative changed meanwhile'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), '!');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText(/Someone else changed this while you were editing/)).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Cancel leaves without sending anything. */
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Never mind');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onInitiativeCreated).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Create initiative' })).toBeVisible();
  },
};
