import { Badge, Table } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminLink } from './AdminLink';
import { AdminTable } from './AdminTable';
import { SortHeader } from './SortHeader';

/** A phone in portrait. */
const phone = {
  viewport: { options: { phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' } } },
};

const people = [
  { id: 'u1', name: 'Ada Lovelace', email: 'ada@analytical.example', organizations: 'Analytical Engines Ltd (Admin)', active: true, created: 'Mar 2, 2026' },
  { id: 'u2', name: 'Alan Turing', email: 'alan.turing@bletchley.example', organizations: 'Bletchley Park (Editor); Acme Corp (Viewer)', active: true, created: 'Feb 14, 2026' },
  { id: 'u3', name: 'Grace Hopper', email: 'grace@navy.example', organizations: '—', active: false, created: 'Jan 9, 2026' },
];

const rows = people.map((person) => (
  <Table.Row key={person.id}>
    <Table.RowHeaderCell>
      <AdminLink to={`/admin/users/${person.id}`} weight="medium">
        {person.name}
      </AdminLink>
    </Table.RowHeaderCell>
    <Table.Cell>{person.email}</Table.Cell>
    <Table.Cell>{person.organizations}</Table.Cell>
    <Table.Cell>
      <Badge highContrast color={person.active ? 'green' : 'red'}>
        {person.active ? 'Active' : 'Deactivated'}
      </Badge>
    </Table.Cell>
    <Table.Cell>{person.created}</Table.Cell>
  </Table.Row>
));

const columns = (
  <>
    <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
    <Table.ColumnHeaderCell>Email</Table.ColumnHeaderCell>
    <Table.ColumnHeaderCell>Organizations</Table.ColumnHeaderCell>
    <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
    <Table.ColumnHeaderCell>Created</Table.ColumnHeaderCell>
  </>
);

const onSort = fn();

const meta = {
  title: 'Admin/Lib/AdminTable',
  component: AdminTable,
  args: { columns, children: rows },
  parameters: { route: '/admin/users' },
} satisfies Meta<typeof AdminTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Header cells over the rows; each row is named by its first cell. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Email',
      'Organizations',
      'Status',
      'Created',
    ]);
    await expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Ada Lovelace', 'Alan Turing', 'Grace Hopper']);
    // A header row and three body rows.
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByRole('link', { name: 'Alan Turing' })).toHaveAttribute('href', '/admin/users/u2');
  },
};

/** The compact size, as the dense lists use it. */
export const Small: Story = {
  args: { size: '1' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('columnheader')).toHaveLength(5);
  },
};

/** Sortable columns: the header cell carries `aria-sort`, its button the column's name. */
export const SortableColumns: Story = {
  args: {
    columns: (
      <>
        <SortHeader field="name" label="Name" sort="name" onSort={onSort} />
        <SortHeader field="email" label="Email" sort="name" onSort={onSort} />
        <Table.ColumnHeaderCell>Organizations</Table.ColumnHeaderCell>
        <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
        <SortHeader field="createdAt" label="Created" sort="name" onSort={onSort} />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headers = canvas.getAllByRole('columnheader');
    await expect(headers).toHaveLength(5);
    await expect(headers[0]).toHaveAttribute('aria-sort', 'ascending');
    await expect(headers[1]).toHaveAttribute('aria-sort', 'none');
    await expect(within(headers[0] as HTMLElement).getByRole('button', { name: 'Sort by Name' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sort by Email' }));
    await expect(onSort).toHaveBeenLastCalledWith('email');
  },
};

/** On a phone the columns are wider than the screen: the table scrolls sideways, the page does not. */
export const Phone: Story = {
  parameters: phone,
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 358, margin: '0 auto' }} data-testid="frame">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvas.getByTestId('frame');
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
    // The table is wider than the frame...
    await expect(table.scrollWidth).toBeGreaterThan(frame.clientWidth);
    // ...but it scrolls inside its own box, so nothing sticks out of the frame.
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

/**
 * On a phone with nothing to click in the rows (as in the audit log): the scrolling box itself
 * takes the keyboard focus, so the hidden columns can be reached without a mouse.
 */
export const PhoneWithoutLinks: Story = {
  ...Phone,
  args: {
    children: people.map((person) => (
      <Table.Row key={person.id}>
        <Table.RowHeaderCell>{person.name}</Table.RowHeaderCell>
        <Table.Cell>{person.email}</Table.Cell>
        <Table.Cell>{person.organizations}</Table.Cell>
        <Table.Cell>{person.active ? 'Active' : 'Deactivated'}</Table.Cell>
        <Table.Cell>{person.created}</Table.Cell>
      </Table.Row>
    )),
  },
  play: async (context) => {
    await Phone.play?.(context);
    const table = within(context.canvasElement).getByRole('table');
    await userEvent.tab();
    const scroller = document.activeElement as HTMLElement;
    await expect(scroller.contains(table)).toBe(true);
    // The first tab stop is the box that scrolls (the browser then scrolls it with the arrow keys).
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
  },
};

/** As wide as its columns (a desktop): the box does not scroll, so it is no Tab stop of its own. */
export const WideWithoutLinks: Story = {
  args: PhoneWithoutLinks.args,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    const viewport = table.closest('[data-radix-scroll-area-viewport]') ?? table.parentElement;
    await expect(viewport?.scrollWidth).toBeLessThanOrEqual(viewport?.clientWidth ?? 0);
    await expect(viewport).not.toHaveAttribute('tabindex');
  },
};
