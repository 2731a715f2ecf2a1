import { Table } from '@radix-ui/themes';
import { forwardRef, useRef } from 'react';
import type { ComponentPropsWithoutRef } from 'react';
import { useScrollEdges } from './useScrollEdges';
import { cx } from './cx';

export type ScrollTableProps = ComponentPropsWithoutRef<typeof Table.Root>;

// Radix Themes' Table.Root scrolls inside its own ScrollArea; the primitive marks that viewport.
const viewport = (frame: HTMLElement) => frame.querySelector<HTMLElement>('[data-radix-scroll-area-viewport]');

/**
 * Radix Themes' `Table.Root` for a narrow screen: when the columns do not fit, the table scrolls
 * sideways with its first column kept in place, and the edge with hidden columns fades, so nothing
 * is cut without a sign.
 */
export const ScrollTable = /* @__PURE__ */ forwardRef<HTMLDivElement, ScrollTableProps>(function ScrollTable({ className, ...props }, ref) {
  const frame = useRef<HTMLDivElement>(null);
  useScrollEdges(frame, viewport, { focusable: true });
  return (
    <div ref={frame} className="okr-scroll-table">
      <Table.Root ref={ref} {...props} className={cx('okr-scroll-table-root', className)} />
    </div>
  );
});
