import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { GuardPending } from './GuardPending';

const meta = {
  title: 'Auth/Guards/GuardPending',
  component: GuardPending,
} satisfies Meta<typeof GuardPending>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a guard shows while the signed-in user is being loaded. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Checking your session…');
  },
};

/** The same, in Spanish (its strings load on demand: English for the moment they take). */
export const Spanish: Story = {
  parameters: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('Comprobando tu sesión…'));
  },
};
