import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SelectField } from './SelectField';

const meta = {
  title: 'Core/SelectField',
  component: SelectField,
  args: {
    label: 'Status',
    value: 'on-track',
    onChange: fn(),
    options: [
      { value: 'on-track', label: 'On track' },
      { value: 'at-risk', label: 'At risk' },
      { value: 'done', label: 'Done' },
    ],
  },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its label; choosing an option calls back with its value. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'At risk' }));
    await expect(args.onChange).toHaveBeenCalledWith('at-risk');
    // The list closes before the page is checked (a closing list is hidden but still in the page).
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

/** "None" offered: it stands for no value (null). */
export const WithNone: Story = { args: { value: null, noneLabel: 'No owner', label: 'Owner' } };

export const WithHint: Story = { args: { hint: 'Shown on the objective and in the reports.' } };

/** Invalid: the error is announced with the select. */
export const WithError: Story = {
  args: { value: undefined, error: 'Choose a status.' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Status' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Choose a status.');
  },
};

export const Disabled: Story = { args: { disabled: true } };
