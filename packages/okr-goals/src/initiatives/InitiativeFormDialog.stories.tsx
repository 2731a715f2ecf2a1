import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { apiPaths } from '@okr/contract';
import { apiError, apiUrl, okrHandlers, sessionFixtures } from '@okr/mocks';
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
