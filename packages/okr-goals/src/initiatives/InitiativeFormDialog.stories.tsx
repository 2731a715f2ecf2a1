import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { apiPaths } from '@okr/contract';
import { apiError, apiUrl, demoOkrIds, okrHandlers, sessionFixtures } from '@okr/mocks';
import { InitiativeFormDialog } from './InitiativeFormDialog';

const meta = {
  title: 'Goals/InitiativeFormDialog',
  component: InitiativeFormDialog,
  args: { open: true, onOpenChange: fn(), onInitiativeCreated: fn(), onViewPlans: fn() },
  parameters: { route: '/app/initiatives/create', session: sessionFixtures.editor },
} satisfies Meta<typeof InitiativeFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};

/** Free plan, one initiative already: the API answers 402 and the dialog points to the plans. */
export const PlanLimitReached: Story = {
  parameters: {
    msw: {
      handlers: {
        okr: [
          http.post(apiUrl(apiPaths.initiatives.list), () =>
            apiError('PLAN_LIMIT_REACHED', 'The Free plan allows 1 initiative. Upgrade to add more.'),
          ),
          ...okrHandlers.default,
        ],
      },
    },
  },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'New initiative' }));
    await userEvent.type(dialog.getByLabelText('Name'), 'Partner program');
    await userEvent.click(dialog.getByRole('button', { name: 'Create initiative' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent("Your plan's limit is reached");
    await userEvent.click(dialog.getByRole('button', { name: 'See plans' }));
    await expect(args.onViewPlans).toHaveBeenCalledTimes(1);
  },
};

/** Created from an objective's page: the objective is already picked; its key results can be ticked, others found by search. */
export const ServesObjectives: Story = {
  args: { objectiveIds: [demoOkrIds.objective('onboarding')] },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'New initiative' }));
    const field = within(dialog.getByRole('group', { name: 'Objectives and key results it serves' }));
    await expect(await field.findByRole('checkbox', { name: 'Make onboarding effortless' })).toBeChecked();
    await userEvent.click(await field.findByRole('checkbox', { name: 'Ship the guided setup checklist' }));
    await expect(field.getByRole('checkbox', { name: 'Ship the guided setup checklist' })).toBeChecked();
    await userEvent.type(field.getByRole('searchbox', { name: 'Search objectives' }), 'churn');
    await expect(await field.findByRole('checkbox', { name: /Reduce churn among small-business customers/ })).not.toBeChecked();
  },
};

/** The server refuses a link (an objective deleted meanwhile, or another organization's): the field says which. */
export const LinkRefused: Story = {
  args: { objectiveIds: [demoOkrIds.objective('dach')] },
  parameters: {
    msw: {
      handlers: {
        okr: [
          http.post(apiUrl(apiPaths.initiatives.list), () =>
            apiError('VALIDATION_ERROR', 'Validation failed', [{ field: 'objectiveIds.0', message: 'No such objective' }]),
          ),
          ...okrHandlers.default,
        ],
      },
    },
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'New initiative' }));
    await userEvent.type(dialog.getByLabelText('Name'), 'Partner program');
    await userEvent.click(dialog.getByRole('button', { name: 'Create initiative' }));
    const field = within(dialog.getByRole('group', { name: 'Objectives and key results it serves' }));
    await expect(await field.findByRole('alert')).toHaveTextContent('No such objective');
  },
};
