import { Table } from '@radix-ui/themes';
import type { ReactNode } from 'react';

export interface AdminTableProps {
  /** The header cells (`Table.ColumnHeaderCell` or `SortHeader`). */
  columns: ReactNode;
  /** The body rows. */
  children: ReactNode;
  size?: '1' | '2' | '3';
}

/** An admin list's table: header cells and rows, scrolling sideways when narrower than its columns. */
export function AdminTable({ columns, children, size }: AdminTableProps) {
  return (
    <Table.Root variant="surface" size={size} style={{ overflowX: 'auto' }}>
      <Table.Header>
        <Table.Row>{columns}</Table.Row>
      </Table.Header>
      <Table.Body>{children}</Table.Body>
    </Table.Root>
  );
}
