import { Tooltip } from '@radix-ui/themes';
import { memo } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import type { RolePermission } from '@okr/contract';
import { LockIcon, PencilIcon, TrashIcon } from '../lib/panels/icons';
import { permissionFlags } from './api';
import type { PermissionFlag } from './api';
import { MatrixSwitch } from './MatrixSwitch';

/** Strings a row needs, built once per panel render (a row re-renders only when its own props change). */
export interface PermissionRowLabels {
  /** `{action} {domain} for {role}` per flag. */
  switchLabel: (flag: PermissionFlag, domain: string, role: string) => string;
  edit: (domain: string, role: string) => string;
  remove: (domain: string, role: string) => string;
  locked: string;
  /** Id of the hidden 'Admin permissions are locked' text that locked controls point at. */
  lockedId: string;
  /** Why every row is locked for a caller who may look but not change (`settings:update` missing). */
  readOnly: string;
  readOnlyId: string;
}

export interface PermissionRowProps {
  row: RolePermission;
  roleName: string;
  /** The first row of its role's group shows the role's name (the others carry it for screen readers only). */
  first: boolean;
  /** The default Admin role, or a caller who may not change permissions: every control disabled (spec §2). */
  locked: boolean;
  /** Locked because of the caller, not the role: says so instead of "Admin permissions are locked". */
  readOnly?: boolean;
  labels: PermissionRowLabels;
  onToggle: (row: RolePermission, flag: PermissionFlag, value: boolean) => void;
  onEdit: (row: RolePermission) => void;
  onDelete: (row: RolePermission) => void;
  /** `aria-rowindex` when the table shows only some of its rows. */
  rowIndex?: number;
  style?: CSSProperties;
}

const tipStyle: CSSProperties = { display: 'inline-flex' };
/** The disabled control lets the pointer through to its wrapper, which shows the tooltip. */
const passThrough: CSSProperties = { pointerEvents: 'none' };

/** A locked switch keeps its on/off colours, dimmed, and lets the pointer through to its tooltip. */
const lockedSwitch: CSSProperties = { pointerEvents: 'none', opacity: 0.55, cursor: 'not-allowed' };

/** Wraps a disabled control so that hovering it still shows why (a disabled button takes no pointer events). */
function LockedTip({ text, children }: { text: string; children: ReactNode }) {
  return (
    <Tooltip content={text}>
      <span className="okr-locked-tip" style={tipStyle}>
        {children}
      </span>
    </Tooltip>
  );
}

// The markup and classes of Radix Themes' Table cells, Text and ghost IconButton, written out: the
// matrix renders hundreds of rows and these are its hot path (see bench/render-role-permissions.mjs).
const cell = 'rt-TableCell';
const centered = 'rt-TableCell rt-r-ta-center';
const iconButton = 'rt-reset rt-BaseButton rt-r-size-2 rt-variant-ghost rt-IconButton';

interface ActionProps {
  label: string;
  color: 'gray' | 'red';
  locked: boolean;
  describedBy?: string;
  onClick: () => void;
  children: ReactNode;
}

function RowAction({ label, color, locked, describedBy, onClick, children }: ActionProps) {
  return (
    <button
      type="button"
      className={iconButton}
      data-accent-color={locked ? 'gray' : color}
      data-disabled={locked ? 'true' : undefined}
      disabled={locked}
      style={locked ? passThrough : undefined}
      aria-label={label}
      aria-describedby={describedBy}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** One role × domain row of the matrix; memoized so a toggle re-renders only its own row. */
export const PermissionRow = /* @__PURE__ */ memo(function PermissionRow({
  row,
  roleName,
  first,
  locked,
  readOnly = false,
  labels,
  onToggle,
  onEdit,
  onDelete,
  rowIndex,
  style,
}: PermissionRowProps) {
  const lockText = readOnly ? labels.readOnly : labels.locked;
  const describedBy = locked ? (readOnly ? labels.readOnlyId : labels.lockedId) : undefined;
  const edit = (
    <RowAction label={labels.edit(row.domainName, roleName)} color="gray" locked={locked} describedBy={describedBy} onClick={() => onEdit(row)}>
      <PencilIcon />
    </RowAction>
  );
  const remove = (
    <RowAction label={labels.remove(row.domainName, roleName)} color="red" locked={locked} describedBy={describedBy} onClick={() => onDelete(row)}>
      <TrashIcon />
    </RowAction>
  );

  return (
    <tr className={first ? 'rt-TableRow rt-r-va-middle okr-permission-row okr-group-start' : 'rt-TableRow rt-r-va-middle okr-permission-row'} data-row-id={row.id} aria-rowindex={rowIndex} style={style}>
      <th className="rt-TableCell rt-TableRowHeaderCell" scope="row">
        {first ? (
          <span style={nameStyle}>
            <span className="rt-Text rt-r-weight-medium">{roleName}</span>
            {locked && !readOnly ? (
              <Tooltip content={labels.locked}>
                <span className="rt-Text okr-lock-icon" data-accent-color="gray" aria-hidden="true">
                  <LockIcon />
                </span>
              </Tooltip>
            ) : null}
          </span>
        ) : (
          <span style={visuallyHidden}>
            {roleName}
          </span>
        )}
      </th>
      <td className={cell}>
        <span className="rt-Text okr-domain">{row.domainName}</span>
      </td>
      {permissionFlags.map((flag) => {
        const control = (
          <MatrixSwitch
            checked={row[flag]}
            disabled={locked}
            style={locked ? lockedSwitch : undefined}
            label={labels.switchLabel(flag, row.domainName, roleName)}
            describedBy={describedBy}
            onChange={(value) => onToggle(row, flag, value)}
          />
        );
        return (
          <td key={flag} className={centered}>
            {locked ? <LockedTip text={lockText}>{control}</LockedTip> : control}
          </td>
        );
      })}
      <td className="rt-TableCell rt-r-ta-right">
        <span style={actionsStyle}>
          {locked ? <LockedTip text={lockText}>{edit}</LockedTip> : edit}
          {locked ? <LockedTip text={lockText}>{remove}</LockedTip> : remove}
        </span>
      </td>
    </tr>
  );
});

const nameStyle: CSSProperties = { display: 'flex', alignItems: 'center', gap: 'var(--space-1)', whiteSpace: 'nowrap' };
// Ghost buttons reach 6 px past their box: 12 px apart, no target covers another (WCAG 2.2, 2.5.8).
const actionsStyle: CSSProperties = { display: 'inline-flex', gap: 'var(--space-3)', justifyContent: 'flex-end' };
/** Radix Themes' VisuallyHidden, inline (it has no class of its own). */
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  border: 0,
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  wordWrap: 'normal',
};
