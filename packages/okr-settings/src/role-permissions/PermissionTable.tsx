import { useRef, useState } from 'react';
import { useScrollEdges } from '@okr/core';
import type { CSSProperties, UIEvent } from 'react';
import type { RolePermission } from '@okr/contract';
import type { PermissionFlag } from './api';
import { PermissionRow } from './PermissionRow';
import type { PermissionRowLabels } from './PermissionRow';

const scroller = (frame: HTMLElement) => frame.querySelector<HTMLElement>('.okr-permissions-scroll');

export interface MatrixLine {
  row: RolePermission;
  roleName: string;
  /** First row of its role's group. */
  first: boolean;
  locked: boolean;
  /** Locked because the caller may not change permissions (not because of the role). */
  readOnly?: boolean;
}

export interface PermissionTableProps {
  lines: readonly MatrixLine[];
  headers: readonly string[];
  /** Names the scrolling box of a long matrix. */
  label: string;
  labels: PermissionRowLabels;
  onToggle: (row: RolePermission, flag: PermissionFlag, value: boolean) => void;
  onEdit: (row: RolePermission) => void;
  onDelete: (row: RolePermission) => void;
}

/** Past this many rows only the rows in view (and a margin) are in the page. */
export const VIRTUAL_THRESHOLD = 60;
/** Every row's height (a small table row with a switch and an icon button fits it). */
export const ROW_HEIGHT = 40;
/** Height of the scrolling box of a long matrix, and the margin of rows kept above and below the view. */
const VIEWPORT_HEIGHT = 560;
const OVERSCAN = 6;

const rowStyle: CSSProperties = { height: ROW_HEIGHT };
const stickyHeader: CSSProperties = { position: 'sticky', top: 0, zIndex: 1, background: 'var(--color-panel-solid)' };
const alignOf = ['', '', 'rt-r-ta-center', 'rt-r-ta-center', 'rt-r-ta-center', 'rt-r-ta-center', 'rt-r-ta-right'];

/**
 * The matrix as a table with header cells (the markup and classes of Radix Themes' surface table).
 * A long matrix scrolls in its own box and renders only the rows in view: 100 roles × 6 domains
 * stay as quick to show as a dozen (bench/render-role-permissions.mjs).
 */
export function PermissionTable({ lines, headers, label, labels, onToggle, onEdit, onDelete }: PermissionTableProps) {
  const virtual = lines.length > VIRTUAL_THRESHOLD;
  const [topRow, setTopRow] = useState(0);
  const onScroll = (event: UIEvent<HTMLDivElement>) => setTopRow(Math.floor(event.currentTarget.scrollTop / ROW_HEIGHT));

  const visible = Math.ceil(VIEWPORT_HEIGHT / ROW_HEIGHT);
  // The list may have shrunk (a filter) below the scrolled position: clamp.
  const top = Math.min(topRow, Math.max(0, lines.length - visible));
  const start = virtual ? Math.max(0, top - OVERSCAN) : 0;
  const end = virtual ? Math.min(lines.length, top + visible + OVERSCAN) : lines.length;
  const shown = lines.slice(start, end);
  const frame = useRef<HTMLDivElement>(null);
  useScrollEdges(frame, scroller, { focusable: true });

  return (
    <div ref={frame} className="okr-scroll-table">
      <div className="rt-TableRoot rt-r-size-1 rt-variant-surface okr-permissions-grid okr-scroll-table-root">
        <div
          className="okr-permissions-scroll"
          style={virtual ? { maxHeight: VIEWPORT_HEIGHT, overflow: 'auto' } : { overflowX: 'auto' }}
          onScroll={virtual ? onScroll : undefined}
          // A scrolling region must be reachable from the keyboard.
          tabIndex={virtual ? 0 : undefined}
          role={virtual ? 'region' : undefined}
          aria-label={virtual ? label : undefined}
        >
          <table className="rt-TableRootTable" aria-rowcount={virtual ? lines.length + 1 : undefined} style={{ width: '100%' }}>
            <thead className="rt-TableHeader">
              <tr className="rt-TableRow" aria-rowindex={virtual ? 1 : undefined}>
                {headers.map((header, index) => (
                  <th key={header} scope="col" className={`rt-TableCell rt-TableColumnHeaderCell ${alignOf[index] ?? ''}`} style={virtual ? stickyHeader : undefined}>
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="rt-TableBody">
              {start > 0 ? <tr aria-hidden="true" style={{ height: start * ROW_HEIGHT }} /> : null}
              {shown.map((line, index) => (
                <PermissionRow
                  key={line.row.id}
                  row={line.row}
                  roleName={line.roleName}
                  // The first row in the page shows its role's name too, so a scrolled group stays named.
                  first={line.first || index === 0}
                  locked={line.locked}
                  readOnly={line.readOnly}
                  labels={labels}
                  rowIndex={virtual ? start + index + 2 : undefined}
                  style={rowStyle}
                  onToggle={onToggle}
                  onEdit={onEdit}
                  onDelete={onDelete}
                />
              ))}
              {end < lines.length ? <tr aria-hidden="true" style={{ height: (lines.length - end) * ROW_HEIGHT }} /> : null}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
}
