import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AlertMessage } from './AlertMessage';

const meta = {
  title: 'Auth/AlertMessage',
  component: AlertMessage,
  args: { message: 'That code is not right. Try the newest one.' },
} satisfies Meta<typeof AlertMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A step's failure, read out as it appears. */
export const Shown: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('That code is not right. Try the newest one.');
  },
};

/** Nothing went wrong: nothing is drawn. */
export const Nothing: Story = {
  args: { message: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};
