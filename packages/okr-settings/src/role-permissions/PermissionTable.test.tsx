import { fireEvent, render, screen, within } from '@testing-library/react';
import { permissionDomains } from '@okr/contract';
import type { RolePermission } from '@okr/contract';
import { describe, expect, it, vi } from 'vitest';
import { PermissionTable, ROW_HEIGHT, VIRTUAL_THRESHOLD } from './PermissionTable';
import type { MatrixLine } from './PermissionTable';
import type { PermissionRowLabels } from './PermissionRow';

const headers = ['Role', 'Domain', 'Create', 'Read', 'Update', 'Delete', 'Actions'];

function linesFor(roles: number): MatrixLine[] {
  return Array.from({ length: roles }, (_, r) =>
    permissionDomains.map((domainName, d) => ({
      row: { id: `p-${r}-${d}`, roleId: `r-${r}`, domainName, canCreate: false, canRead: true, canUpdate: false, canDelete: false } satisfies RolePermission,
      roleName: `Role ${r}`,
      first: d === 0,
      locked: false,
    })),
  ).flat();
}

function labels(): PermissionRowLabels {
  return {
    switchLabel: vi.fn((flag: string, domain: string, role: string) => `${flag} ${domain} for ${role}`),
    edit: (domain, role) => `Edit ${domain} for ${role}`,
    remove: (domain, role) => `Delete ${domain} for ${role}`,
    locked: 'Admin permissions are locked',
    lockedId: 'locked',
    readOnly: 'You can see these permissions but not change them',
    readOnlyId: 'read-only',
  };
}

vi.setConfig({ testTimeout: 30_000 });

const noop = () => {};

describe('PermissionTable', () => {
  it('re-renders only the row whose data changed', () => {
    const lines = linesFor(3);
    const rowLabels = labels();
    const props = { headers, label: 'Role Permissions', labels: rowLabels, onToggle: noop, onEdit: noop, onDelete: noop };
    const { rerender } = render(<PermissionTable lines={lines} {...props} />);
    expect(rowLabels.switchLabel).toHaveBeenCalledTimes(18 * 4);
    vi.mocked(rowLabels.switchLabel).mockClear();
    const changed = lines.map((line, index) => (index === 7 ? { ...line, row: { ...line.row, canCreate: true } } : line));
    rerender(<PermissionTable lines={changed} {...props} />);
    // Four switches of one row were rendered again; the other 17 rows were skipped.
    expect(rowLabels.switchLabel).toHaveBeenCalledTimes(4);
    expect(vi.mocked(rowLabels.switchLabel).mock.calls.every(([, domain, role]) => domain === 'objectives' && role === 'Role 1')).toBe(true);
    expect(screen.getByRole('switch', { name: 'canCreate objectives for Role 1' })).toBeChecked();
  });

  it('renders every row of a short matrix, in a plain table with header cells', () => {
    render(<PermissionTable lines={linesFor(2)} headers={headers} label="Role Permissions" labels={labels()} onToggle={noop} onEdit={noop} onDelete={noop} />);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(7);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(12);
    expect(table).not.toHaveAttribute('aria-rowcount');
  });

  it('renders only the rows in view of a long matrix, and the others as it scrolls', () => {
    const lines = linesFor(100);
    expect(lines.length).toBeGreaterThan(VIRTUAL_THRESHOLD);
    render(<PermissionTable lines={lines} headers={headers} label="Role Permissions" labels={labels()} onToggle={noop} onEdit={noop} onDelete={noop} />);
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-rowcount', '601');
    const shown = () => within(table).getAllByRole('rowheader');
    expect(shown().length).toBeLessThan(40);
    expect(shown()[0]).toHaveTextContent('Role 0');
    expect(screen.queryByRole('switch', { name: 'canRead settings for Role 50' })).toBeNull();

    const scroller = screen.getByRole('region', { name: 'Role Permissions' });
    scroller.scrollTop = 300 * ROW_HEIGHT;
    fireEvent.scroll(scroller);
    expect(screen.getByRole('switch', { name: 'canRead objectives for Role 50' })).toBeInTheDocument();
    const row = screen.getByRole('switch', { name: 'canRead objectives for Role 50' }).closest('tr');
    // Row 301 of the body (Role 50's second domain), after the header row: aria-rowindex 303.
    expect(row).toHaveAttribute('aria-rowindex', String(50 * 6 + 1 + 2));
    // The first row in view names its role even in the middle of a group.
    expect(shown()[0]).toHaveTextContent(/^Role \d+$/);
    expect(screen.queryByRole('switch', { name: 'canRead objectives for Role 0' })).toBeNull();
  });
});
