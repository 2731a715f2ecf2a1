import type { Meta, StoryObj } from '@storybook/react-vite';
import { Table } from '@radix-ui/themes';
import { expect, within } from 'storybook/test';
import { ScrollTable } from './ScrollTable';

const columns = ['Name', 'Email', 'Roles', 'Joined', 'Status', 'Last sign-in'];

const meta = {
  title: 'Core/ScrollTable',
  component: ScrollTable,
  render: (args) => (
    <ScrollTable {...args} aria-label="Members">
      <Table.Header>
        <Table.Row>
          {columns.map((column) => (
            <Table.ColumnHeaderCell key={column}>{column}</Table.ColumnHeaderCell>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {['Ada Lovelace', 'Ben Okafor', 'Chen Wei'].map((name) => (
          <Table.Row key={name}>
            <Table.RowHeaderCell>{name}</Table.RowHeaderCell>
            <Table.Cell>{name.split(' ')[0]?.toLowerCase()}@acme.example</Table.Cell>
            <Table.Cell>Admin, Editor</Table.Cell>
            <Table.Cell>2026-01-12</Table.Cell>
            <Table.Cell>Active</Table.Cell>
            <Table.Cell>2026-11-27 09:14</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollTable>
  ),
} satisfies Meta<typeof ScrollTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** At 390 px the columns scroll inside the table, never the page (the phone check fails otherwise). */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('columnheader')).toHaveLength(columns.length);
  },
};
