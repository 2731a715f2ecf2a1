import { Flex, IconButton, Switch, Table, Text, Tooltip, VisuallyHidden } from '@radix-ui/themes';
import { memo } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import type { RolePermission } from '@okr/contract';
import { LockIcon, PencilIcon, TrashIcon } from '../lib/panels/icons';
import { permissionFlags } from './api';
import type { PermissionFlag } from './api';

/** Strings a row needs, built once per panel render (a row re-renders only when its own props change). */
export interface PermissionRowLabels {
  /** `{action} {domain} for {role}` per flag. */
  switchLabel: (flag: PermissionFlag, domain: string, role: string) => string;
  edit: (domain: string, role: string) => string;
  remove: (domain: string, role: string) => string;
  locked: string;
  /** Id of the hidden 'Admin permissions are locked' text that locked controls point at. */
  lockedId: string;
}

export interface PermissionRowProps {
  row: RolePermission;
  roleName: string;
  /** The first row of its role's group shows the role's name (the others carry it for screen readers only). */
  first: boolean;
  /** The default Admin role: every control disabled (spec §2). */
  locked: boolean;
  labels: PermissionRowLabels;
  onToggle: (row: RolePermission, flag: PermissionFlag, value: boolean) => void;
  onEdit: (row: RolePermission) => void;
  onDelete: (row: RolePermission) => void;
}

const tipStyle: CSSProperties = { display: 'inline-flex' };
/** The disabled control lets the pointer through to its wrapper, which shows the tooltip. */
const passThrough: CSSProperties = { pointerEvents: 'none' };

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

/** One role × domain row of the matrix; memoized so a toggle re-renders only its own row. */
export const PermissionRow = memo(function PermissionRow({
  row,
  roleName,
  first,
  locked,
  labels,
  onToggle,
  onEdit,
  onDelete,
}: PermissionRowProps) {
  const describedBy = locked ? labels.lockedId : undefined;
  const cells = permissionFlags.map((flag) => {
    const control = (
      <Switch
        size="1"
        checked={row[flag]}
        disabled={locked}
        style={locked ? passThrough : undefined}
        aria-label={labels.switchLabel(flag, row.domainName, roleName)}
        aria-describedby={describedBy}
        onCheckedChange={(value) => onToggle(row, flag, value)}
      />
    );
    return (
      <Table.Cell key={flag} justify="center">
        {locked ? <LockedTip text={labels.locked}>{control}</LockedTip> : control}
      </Table.Cell>
    );
  });

  const edit = (
    <IconButton
      variant="ghost"
      color="gray"
      disabled={locked}
      style={locked ? passThrough : undefined}
      aria-label={labels.edit(row.domainName, roleName)}
      aria-describedby={describedBy}
      onClick={() => onEdit(row)}
    >
      <PencilIcon />
    </IconButton>
  );
  const remove = (
    <IconButton
      variant="ghost"
      color={locked ? 'gray' : 'red'}
      disabled={locked}
      style={locked ? passThrough : undefined}
      aria-label={labels.remove(row.domainName, roleName)}
      aria-describedby={describedBy}
      onClick={() => onDelete(row)}
    >
      <TrashIcon />
    </IconButton>
  );

  return (
    <Table.Row align="center" className={first ? 'okr-permission-row okr-group-start' : 'okr-permission-row'} data-row-id={row.id}>
      <Table.RowHeaderCell>
        {first ? (
          <Flex align="center" gap="1">
            <Text weight="medium">{roleName}</Text>
            {locked ? (
              <Tooltip content={labels.locked}>
                <Text color="gray" className="okr-lock-icon" aria-hidden="true">
                  <LockIcon />
                </Text>
              </Tooltip>
            ) : null}
          </Flex>
        ) : (
          <VisuallyHidden>{roleName}</VisuallyHidden>
        )}
      </Table.RowHeaderCell>
      <Table.Cell>
        <Text className="okr-domain">{row.domainName}</Text>
      </Table.Cell>
      {cells}
      <Table.Cell justify="end">
        <Flex gap="1" justify="end">
          {locked ? <LockedTip text={labels.locked}>{edit}</LockedTip> : edit}
          {locked ? <LockedTip text={labels.locked}>{remove}</LockedTip> : remove}
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
});
