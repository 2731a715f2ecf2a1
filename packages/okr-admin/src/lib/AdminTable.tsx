import { Table } from '@radix-ui/themes';
import { ScrollTable } from '@okr/core';
import { useEffect, useRef } from 'react';
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
  const root = useRef<HTMLDivElement>(null);
  // The table scrolls inside Radix's scroll area; a keyboard user must be able to scroll it too,
  // also when no cell holds a link or button (the audit log on a phone). Only while it is wider
  // than its box: otherwise the box would be a Tab stop that does nothing.
  useEffect(() => {
    const viewport = root.current?.querySelector<HTMLElement>('[data-radix-scroll-area-viewport]');
    if (!viewport) return;
    const update = () => {
      if (viewport.scrollWidth > viewport.clientWidth) viewport.tabIndex = 0;
      else viewport.removeAttribute('tabindex');
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(viewport);
    if (viewport.firstElementChild) observer.observe(viewport.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <ScrollTable ref={root} variant="surface" size={size}>
      <Table.Header>
        <Table.Row>{columns}</Table.Row>
      </Table.Header>
      <Table.Body>{children}</Table.Body>
    </ScrollTable>
  );
}
