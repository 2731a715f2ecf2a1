import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GuardError } from './GuardError';

const meta = {
  title: 'Auth/Guards/GuardError',
  component: GuardError,
  args: { onRetry: fn() },
} satisfies Meta<typeof GuardError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a guard shows when the signed-in user could not be loaded; Try again asks once more. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent("We couldn't check your session.");
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The same, in Spanish (its strings load on demand: English for the moment they take). */
export const Spanish: Story = {
  parameters: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('No pudimos comprobar tu sesión.'));
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  },
};
