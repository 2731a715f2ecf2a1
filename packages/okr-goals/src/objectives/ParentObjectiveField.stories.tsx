import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { apiPaths } from '@okr/contract';
import { apiUrl, demoOkrIds, internalError, okrHandlers, sessionFixtures } from '@okr/mocks';
import { setMocksClock } from '../testing/mocksClock';
import { ParentObjectiveField } from './ParentObjectiveField';
import type { ParentObjectiveFieldProps } from './ParentObjectiveField';

const listUrl = apiUrl(apiPaths.objectives.list);
const searchError = 'Could not search the objectives. Please try again.';

/** The field as the objective form holds it: the parent lives in the form's state, each change reported. */
function ParentInForm({ onChange, ...props }: ParentObjectiveFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ParentObjectiveField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Goals/ParentObjectiveField',
  component: ParentObjectiveField,
  args: { value: null, onChange: fn() },
  parameters: { route: '/app/objectives/create', session: sessionFixtures.editor },
  beforeEach: () => setMocksClock(),
  render: (args) => <ParentInForm {...args} />,
} satisfies Meta<typeof ParentObjectiveField>;

export default meta;
type Story = StoryObj<typeof meta>;

const combobox = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'Aligned to (parent objective)' });
/** The list opens in a portal, outside the canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const list = async (canvasElement: HTMLElement) => within(await page(canvasElement).findByRole('listbox', { name: 'Aligned to (parent objective)' }));

/** Not aligned yet: the list opens on the organization's objectives; the arrows move, Enter picks. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const field = combobox(canvasElement);
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(field);
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    const options = await list(canvasElement);
    await options.findByRole('option', { name: 'Expand into the DACH market' });
    await expect(options.getAllByRole('option')[0]).toHaveAccessibleName('Not aligned (top level)');
    // Down moves off "Not aligned" to the first objective; Enter picks it.
    await userEvent.keyboard('{ArrowDown}');
    const second = options.getAllByRole('option')[1]!;
    await expect(field).toHaveAttribute('aria-activedescendant', second.id);
    const title = second.textContent ?? '';
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.any(String));
    await expect(field).toHaveValue(title);
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).toHaveFocus();
  },
};

/** An objective already aligned: the box shows its parent's title, and the list marks it chosen. */
export const WithChosenParent: Story = {
  args: { value: demoOkrIds.objective('dach') },
  play: async ({ canvasElement, args }) => {
    const field = combobox(canvasElement);
    await waitFor(() => expect(field).toHaveValue('Expand into the DACH market'));
    await expect(within(canvasElement).getByRole('button', { name: 'Clear the parent objective' })).toBeVisible();
    await userEvent.click(field);
    const options = await list(canvasElement);
    await expect(await options.findByRole('option', { name: 'Expand into the DACH market' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The search fails once: the list says so, and "Search again" (reachable with Tab) asks once more. */
export const SearchFailed: Story = {
  parameters: { msw: { handlers: { okr: [http.get(listUrl, internalError, { once: true }), ...okrHandlers.default] } } },
  play: async ({ canvasElement }) => {
    const field = combobox(canvasElement);
    await userEvent.click(field);
    const body = page(canvasElement);
    await expect(await body.findByText(searchError)).toBeVisible();
    const retry = body.getByRole('button', { name: 'Search again' });
    // Tab from the text box reaches the button in the list's popover.
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.click(retry);
    const options = await list(canvasElement);
    await expect(await options.findByRole('option', { name: 'Expand into the DACH market' })).toBeVisible();
    await expect(body.queryByText(searchError)).toBeNull();
    await expect(field).toHaveFocus();
  },
};

/** The server refused the parent (a cycle): its message shows under the field, which is marked invalid. */
export const CycleError: Story = {
  args: { value: demoOkrIds.objective('dach'), error: 'An objective cannot be aligned under itself or one of its own children' },
  play: async ({ canvasElement }) => {
    const field = combobox(canvasElement);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/An objective cannot be aligned under itself or one of its own children/);
    await expect(within(canvasElement).getByText('An objective cannot be aligned under itself or one of its own children')).toBeVisible();
  },
};

/** Nothing matches what was typed: the list says so, with the words typed. */
export const NoMatch: Story = {
  play: async ({ canvasElement, args }) => {
    const field = combobox(canvasElement);
    await userEvent.type(field, 'zebra crossing');
    const body = page(canvasElement);
    await expect(await body.findByText('No other objective matches “zebra crossing”.')).toBeVisible();
    await expect(within(body.getByRole('listbox', { name: 'Aligned to (parent objective)' })).queryAllByRole('option')).toHaveLength(0);
    // Enter with nothing to pick changes nothing.
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
