import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { sessionFixtures } from '@okr/mocks';
import { members } from '../testing/okrFixtures';
import type { ObjectiveFilters as Filters } from './api';
import { ObjectiveFilters } from './ObjectiveFilters';

const options = {
  'Impact Category': ['Growth', 'Efficiency', 'Customer'],
  'Operational Area': ['Sales', 'Engineering', 'Finance'],
  'Strategic Axis': ['Retention', 'Partner Ecosystem'],
};

const meta = {
  title: 'Goals/ObjectiveFilters',
  component: ObjectiveFilters,
  args: { value: {}, onChange: fn(), members, options },
  parameters: { route: '/app/objectives', session: sessionFixtures.editor },
  // Controlled as the list controls it (the host keeps the filters in the query string).
  render: function Render(args) {
    const [value, setValue] = useState<Filters>(args.value);
    return (
      <ObjectiveFilters
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof ObjectiveFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens a filter, picks an option and waits until the menu has closed (the page is no longer aria-hidden). */
async function choose(canvasElement: HTMLElement, filter: string, option: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('combobox', { name: filter }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  await waitFor(() => expect(canvas.getByRole('search')).not.toHaveAttribute('aria-hidden'));
}

/** Nothing chosen: search and six filters on "All". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Filter objectives' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All');
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

/** Filters from a shared link: each select shows its choice, and "Clear filters" is offered. */
export const Applied: Story = {
  args: { value: { status: 'Active', ownerId: members[1]!.id, strategicAxis: 'Partner Ecosystem', q: 'market' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Owner' })).toHaveTextContent('Ada Admin');
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('market');
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

/** Picking a status, an organization's own axis, and typing a search; then clearing everything. */
export const FiltersAndClears: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, 'Status', 'On Hold');
    await expect(args.onChange).toHaveBeenLastCalledWith({ status: 'On Hold' });
    await choose(canvasElement, 'Strategic axis', 'Partner Ecosystem');
    await expect(args.onChange).toHaveBeenLastCalledWith({ status: 'On Hold', strategicAxis: 'Partner Ecosystem' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'dach');
    await expect(args.onChange).toHaveBeenLastCalledWith({ status: 'On Hold', strategicAxis: 'Partner Ecosystem', q: 'dach' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({});
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All'));
  },
};

/** "All" takes a filter off again. */
export const BackToAll: Story = {
  args: { value: { type: 'Tactical' } },
  play: async ({ canvasElement, args }) => {
    await choose(canvasElement, 'Type', 'All');
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: undefined });
  },
};

/** Phone width: the six selects fold behind "Filters (n)", which opens them. */
export const PhoneWidth: Story = {
  args: { value: { status: 'Active', type: 'Strategic' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Filters (2)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};
