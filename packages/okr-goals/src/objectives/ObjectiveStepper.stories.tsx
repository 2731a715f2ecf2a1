import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { sessionFixtures } from '@okr/mocks';
import { ObjectiveStepper } from './ObjectiveStepper';

const meta = {
  title: 'Goals/ObjectiveStepper',
  component: ObjectiveStepper,
  args: { open: true, onOpenChange: fn(), onObjectiveCreated: fn() },
  parameters: { route: '/app/objectives/create', session: sessionFixtures.editor },
} satisfies Meta<typeof ObjectiveStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first step. */
export const Basics: Story = {};

/** An Editor creates an objective with two key results, step by step. */
export const CreatesWithTwoKeyResults: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'New objective' }));
    await userEvent.type(dialog.getByLabelText('Title'), 'Win the Nordics');
    for (let i = 0; i < 3; i++) await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    await userEvent.type(dialog.getByLabelText('Title of key result 1'), 'Sign 20 customers in Sweden');
    await userEvent.click(dialog.getByRole('button', { name: 'Add key result' }));
    await userEvent.type(dialog.getByLabelText('Title of key result 2'), 'Hire a country manager');
    await userEvent.click(dialog.getByRole('button', { name: 'Create objective' }));
    await waitFor(() => expect(args.onObjectiveCreated).toHaveBeenCalledTimes(1));
  },
};

/** A step with an error keeps the person on it. */
export const MissingTitle: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'New objective' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    await expect(dialog.getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
  },
};
