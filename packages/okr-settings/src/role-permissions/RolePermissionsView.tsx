import { Box, Button, Flex, Heading, Select, Text, VisuallyHidden } from '@radix-ui/themes';
import { useId, useMemo } from 'react';
import type { ComponentType, ReactNode, Ref } from 'react';
import type { Role, RolePermission } from '@okr/contract';
import { cx, EmptyState, OKR_ROOT_CLASS, PanelMessage, useTranslation } from '@okr/core';
import type { PanelState } from '@okr/core';
import { permissionsCatalogs } from '../lib/catalogs/permissionsCatalogs';
import { isListedRole } from '../lib/roleQueries';
import { PlusIcon } from '../lib/panels/icons';
import type { PermissionFlag } from './api';
import { flagColumnKey } from './FlagFields';
import { matrixLinesOf } from './matrixLinesOf';
import { PermissionTable } from './PermissionTable';
import type { PermissionRowLabels } from './PermissionRow';
import type { RolePermissionsCan } from './rolePermissionsCanOf';
import { compareRoles } from './sortRoles';

/** What the `createButton` slot receives: the button that opens the create dialog. */
export interface CreatePermissionButtonProps {
  onClick: () => void;
}

/** Parts of the matrix a partner replaces while keeping the rest. */
export interface RolePermissionsViewSlots {
  /** The matrix's empty state (no row, or none for the filtered role). */
  empty?: ComponentType;
  /** The header's create button, shown when `can.create`. */
  createButton?: ComponentType<CreatePermissionButtonProps>;
}

export interface RolePermissionsViewProps {
  /** The `data-state`: `loading|empty|error|ready|forbidden|signed-out` (`empty` too when the filter leaves no row). */
  state: PanelState;
  rows: RolePermission[];
  /** Every role of the organization (names of the rows; the filter lists Application and Custom ones). */
  roles: Role[];
  can: RolePermissionsCan;
  /** The role whose rows only are shown; `null`: every role. */
  roleFilter: string | null;
  onRoleFilterChange: (roleId: string | null) => void;
  onCreate: () => void;
  onToggle: (row: RolePermission, flag: PermissionFlag, value: boolean) => void;
  onEdit: (row: RolePermission) => void;
  onDelete: (row: RolePermission) => void;
  onRetry: () => void;
  slots?: RolePermissionsViewSlots;
  /** Our create button, where focus returns when the row it left is gone. */
  createButtonRef?: Ref<HTMLButtonElement>;
  className?: string;
  /** Rendered inside the panel (its dialogs). */
  children?: ReactNode;
}

const ALL = 'all';

function DefaultEmpty() {
  const t = useTranslation(permissionsCatalogs);
  return <EmptyState title={t('permissions.empty')} />;
}

/** The Role Permissions tab (spec §2) over plain data: the role × domain matrix, its filter and states. */
export function RolePermissionsView(props: RolePermissionsViewProps) {
  const { state, rows, roles, can, roleFilter, onRoleFilterChange, onCreate, onToggle, onEdit, onDelete, onRetry, slots = {}, createButtonRef, className, children } = props;
  const t = useTranslation(permissionsCatalogs);
  const lockedId = useId();
  const readOnlyId = useId();
  const filterLabelId = useId();
  const Empty = slots.empty ?? DefaultEmpty;
  const CreateButton = slots.createButton;

  const roleMap = useMemo(() => new Map(roles.map((role) => [role.id, role])), [roles]);
  const filterRoles = useMemo(() => roles.filter(isListedRole).sort(compareRoles), [roles]);
  const unknownRole = t('permissions.unknownRole');
  const lines = useMemo(() => matrixLinesOf(rows, roleMap, unknownRole, roleFilter, can), [rows, roleMap, unknownRole, roleFilter, can]);
  const loaded = state === 'ready' || state === 'empty';
  const shownState = state === 'ready' && lines.length === 0 ? 'empty' : state;

  const headers = useMemo(
    () => (['role', 'domain', 'create', 'read', 'update', 'delete', 'actions'] as const).map((column) => t(`permissions.column.${column}`)),
    [t],
  );
  const labels = useMemo<PermissionRowLabels>(
    () => ({
      switchLabel: (flag: PermissionFlag, domain: string, role: string) => t('permissions.switch.label', { action: t(flagColumnKey[flag]), domain, role }),
      edit: (domain: string, role: string) => t('permissions.edit.label', { domain, role }),
      remove: (domain: string, role: string) => t('permissions.delete.label', { domain, role }),
      locked: t('permissions.locked'),
      lockedId,
      readOnly: t('permissions.readOnly'),
      readOnlyId,
    }),
    [t, lockedId, readOnlyId],
  );

  return (
    <Flex direction="column" gap="4" className={cx('okr-role-permissions', className)} data-state={shownState}>
      <Flex justify="between" align="start" gap="3" wrap="wrap">
        <Box>
          <Heading as="h2" size="4">
            {t('permissions.title')}
          </Heading>
          <Text as="p" size="2" color="gray">
            {t('permissions.subtitle')}
          </Text>
        </Box>
        {loaded ? (
          <Flex gap="3" align="center" wrap="wrap">
            <Flex gap="2" align="center">
              <Text id={filterLabelId} size="2" color="gray">
                {t('permissions.filter.label')}
              </Text>
              <Select.Root value={roleFilter ?? ALL} onValueChange={(value) => onRoleFilterChange(value === ALL ? null : value)}>
                <Select.Trigger aria-labelledby={filterLabelId} className="okr-role-filter" />
                <Select.Content position="popper" className={OKR_ROOT_CLASS}>
                  <Select.Item value={ALL}>{t('permissions.filter.all')}</Select.Item>
                  {filterRoles.map((role) => (
                    <Select.Item key={role.id} value={role.id}>
                      {role.name}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </Flex>
            {can.create ? (
              CreateButton ? (
                <CreateButton onClick={onCreate} />
              ) : (
                <Button ref={createButtonRef} onClick={onCreate}>
                  <PlusIcon />
                  {t('permissions.create')}
                </Button>
              )
            ) : null}
          </Flex>
        ) : null}
      </Flex>

      <VisuallyHidden id={lockedId}>{t('permissions.locked')}</VisuallyHidden>
      <VisuallyHidden id={readOnlyId}>{t('permissions.readOnly')}</VisuallyHidden>
      {!loaded ? (
        <PanelMessage
          state={state}
          loading={t('permissions.loading')}
          error={t('permissions.loadError')}
          forbidden={t('permissions.forbidden')}
          signedOut={t('permissions.signedOut')}
          retryLabel={t('permissions.retry')}
          onRetry={onRetry}
        />
      ) : lines.length === 0 ? (
        <Empty />
      ) : (
        <PermissionTable
          key={roleFilter ?? ALL}
          lines={lines}
          headers={headers}
          label={t('permissions.title')}
          labels={labels}
          onToggle={onToggle}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      )}
      {children}
    </Flex>
  );
}
