import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { CreatePeriodRequest, Period } from '@okr/contract';
import { ApiError } from '@okr/core';
import { shownDialog } from '../testing/dialogPlays';
import { formDialogStories } from '../testing/formDialogStories';
import { storyAction } from '../testing/storyAction';
import { PeriodDialog } from './PeriodDialog';
import type { UpdatePeriodInput } from './usePeriods';

type Args = ComponentProps<typeof PeriodDialog>;

const q1: Period = { id: 'p3', name: 'Q1 2027', startDate: '2027-01-01', endDate: '2027-03-31', status: 'upcoming' };
const overlap = new ApiError({ status: 409, code: 'CONFLICT', message: 'These dates overlap Q4 2026 (2026-10-01 – 2026-12-31).' });

const actions = (state: { pending?: boolean; error?: ApiError }) => ({
  create: storyAction<CreatePeriodRequest, Period>({ result: q1, ...state }),
  update: storyAction<UpdatePeriodInput, Period>({ result: q1, ...state }),
});

// Editing a period: the shared form-dialog states (the dates are already filled in).
const stories = formDialogStories({
  title: 'Edit period',
  submit: 'Save changes',
  refusal: overlap,
  args: (state) => ({ target: q1, ...actions(state) }),
  fill: async (dialog) => {
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), ' (extended)');
  },
  incomplete: async (dialog) => {
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Name' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(dialog.getByText('Required')).toBeVisible();
  },
  sent: (args: Args) => args.update.run,
});

const meta = {
  title: 'Settings/PeriodsPanel/PeriodDialog',
  component: PeriodDialog,
  args: { onOpenChange: fn(), onSaved: fn(), ...actions({}), target: 'new' },
} satisfies Meta<typeof PeriodDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Add period, sent empty: each of the three fields is required, nothing is sent. */
export const AddIncomplete: Story = {
  play: async ({ args }) => {
    const dialog = within(await shownDialog('Add period'));
    await userEvent.click(dialog.getByRole('button', { name: 'Add period' }));
    await expect(dialog.getAllByText('Required')).toHaveLength(3);
    await expect(args.create.run).not.toHaveBeenCalled();
  },
};

/** The last day before the first: said under the last day, nothing is sent. */
export const EndsBeforeStart: Story = {
  args: { target: { ...q1, endDate: '2026-12-01' } },
  play: async ({ args }) => {
    const dialog = within(await shownDialog('Edit period'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(dialog.getByText('The last day must not be before the first day')).toBeVisible();
    await expect(args.update.run).not.toHaveBeenCalled();
  },
};

export const Open: Story = stories.open;
/** Renamed: the changes go to `update`, the caller hears of the saved period. */
export const Saved: Story = {
  ...stories.saved,
  play: async (context) => {
    await stories.saved.play(context);
    await expect(context.args.update.run).toHaveBeenCalledWith({ period: q1, changes: { name: 'Q1 2027 (extended)', startDate: '2027-01-01', endDate: '2027-03-31' } }, expect.anything());
    await expect(context.args.onSaved).toHaveBeenCalledWith(q1, false);
  },
};
export const Incomplete: Story = stories.incomplete;
export const Saving: Story = stories.pending;
/** The dates overlap another period (409): said under the dates, what was typed stays. */
export const Overlap: Story = stories.refused;

/** Any other failure: a banner above the fields with the spec's words. */
export const ServerFault: Story = {
  args: actions({ error: new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'boom' }) }),
  play: async () => {
    await shownDialog('Add period');
    await expect(screen.getByRole('alert')).toHaveTextContent('Could not save the period. Please try again.');
  },
};
