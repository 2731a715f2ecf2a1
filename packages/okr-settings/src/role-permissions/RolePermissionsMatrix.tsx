import { Box, Button, Flex, Heading, Select, Text, VisuallyHidden } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { isLockedAdminRole, permissionDomains } from '@okr/contract';
import type { Role, RolePermission } from '@okr/contract';
import { EmptyState, getErrorMessage, OKR_ROOT_CLASS, useApiClient, useSessionStore, useToast, useTranslation } from '@okr/core';
import { permissionsCatalogs } from '../lib/catalogs/permissionsCatalogs';
import { isListedRole, rolesQuery } from '../lib/roleQueries';
import { PlusIcon } from '../lib/panels/icons';
import { PanelMessage } from '../lib/panels/PanelMessage';
import { panelStateOf } from '../lib/panels/panelState';
import { useReturnFocus } from '../lib/panels/useReturnFocus';
import { rolePermissionsQuery, useUpdateRolePermission } from './api';
import type { PermissionFlag } from './api';
import { CreateRolePermissionDialog } from './CreateRolePermissionDialog';
import { DeleteRolePermissionDialog } from './DeleteRolePermissionDialog';
import { EditRolePermissionDialog } from './EditRolePermissionDialog';
import { flagColumnKey } from './FlagFields';
import { PermissionTable } from './PermissionTable';
import type { MatrixLine } from './PermissionTable';
import type { PermissionRowLabels } from './PermissionRow';
import { compareRoles } from './sortRoles';

/** What changed, after the server stored it (an optimistic toggle reports once the server agreed). */
export interface PermissionChange {
  type: 'created' | 'updated' | 'deleted';
  permission: RolePermission;
}

export interface RolePermissionsMatrixProps {
  /** Called after a permission row is created, updated (a switch or the dialog) or deleted. */
  onPermissionChanged?: (change: PermissionChange) => void;
  className?: string;
}

const ALL = 'all';
const domainRank = new Map<string, number>(permissionDomains.map((domain, index) => [domain, index]));

/** Spec §2: grouped by role (System first, then alphabetical), domains in the spec's order. */
function linesOf(rows: readonly RolePermission[], roles: ReadonlyMap<string, Role>, unknownRole: string, filter: string): MatrixLine[] {
  const groups = new Map<string, RolePermission[]>();
  for (const row of rows) {
    if (filter !== ALL && row.roleId !== filter) continue;
    const group = groups.get(row.roleId);
    if (group) group.push(row);
    else groups.set(row.roleId, [row]);
  }
  const describe = (roleId: string) => roles.get(roleId) ?? { name: unknownRole, category: 'Custom' as const };
  const ordered = [...groups.keys()].sort((a, b) => compareRoles(describe(a), describe(b)) || a.localeCompare(b));
  return ordered.flatMap((roleId) => {
    const role = roles.get(roleId);
    const locked = role ? isLockedAdminRole(role) : false;
    const name = describe(roleId).name;
    const group = (groups.get(roleId) ?? []).sort(
      (a, b) => (domainRank.get(a.domainName) ?? 99) - (domainRank.get(b.domainName) ?? 99),
    );
    return group.map((row, index) => ({ row, roleName: name, first: index === 0, locked }));
  });
}

/** The Role Permissions tab (spec §2): the role × domain matrix whose switches save at once. */
export function RolePermissionsMatrix({ onPermissionChanged, className }: RolePermissionsMatrixProps) {
  const t = useTranslation(permissionsCatalogs);
  const toast = useToast();
  const api = useApiClient();
  const orgId = useSessionStore((s) => s.organization?.id ?? null);
  const rolesResult = useQuery(rolesQuery(api, orgId));
  const rowsResult = useQuery(rolePermissionsQuery(api, orgId));
  const lockedId = useId();
  const filterLabelId = useId();

  const [filter, setFilter] = useState<string>(ALL);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<RolePermission | null>(null);
  const [deleting, setDeleting] = useState<RolePermission | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const { remember, onCloseAutoFocus } = useReturnFocus(() => createButton.current);

  const roles = rolesResult.data;
  // Every role the answer names groups its rows (System first); the filter lists only Application and Custom roles.
  const roleMap = useMemo(() => new Map((roles ?? []).map((role) => [role.id, role])), [roles]);
  const sortedRoles = useMemo(() => (roles ?? []).filter(isListedRole).sort(compareRoles), [roles]);
  // A role filtered on and then deleted: back to all roles.
  const activeFilter = filter !== ALL && roles && !roleMap.has(filter) ? ALL : filter;
  const unknownRole = t('permissions.unknownRole');
  const lines = useMemo(
    () => (rowsResult.data ? linesOf(rowsResult.data, roleMap, unknownRole, activeFilter) : undefined),
    [rowsResult.data, roleMap, unknownRole, activeFilter],
  );
  const hasData = lines !== undefined && roles !== undefined;
  const state = panelStateOf({ hasData, isEmpty: lines?.length === 0, error: rowsResult.error ?? rolesResult.error });

  const headers = useMemo(
    () =>
      (['role', 'domain', 'create', 'read', 'update', 'delete', 'actions'] as const).map((column) =>
        t(`permissions.column.${column}`),
      ),
    [t],
  );
  const labels = useMemo<PermissionRowLabels>(
    () => ({
      switchLabel: (flag: PermissionFlag, domain: string, role: string) =>
        t('permissions.switch.label', { action: t(flagColumnKey[flag]), domain, role }),
      edit: (domain: string, role: string) => t('permissions.edit.label', { domain, role }),
      remove: (domain: string, role: string) => t('permissions.delete.label', { domain, role }),
      locked: t('permissions.locked'),
      lockedId,
    }),
    [t, lockedId],
  );

  // Stable callbacks: a toggle re-renders only the row whose data changed.
  const { mutate } = useUpdateRolePermission(orgId, {
    onStored: (stored) => {
      toast.success(t('permissions.toast.updated'));
      onPermissionChanged?.({ type: 'updated', permission: stored });
    },
    onFailed: (error) => toast.error(getErrorMessage(error, t('permissions.error.update'))),
  });
  const onToggle = useCallback(
    (row: RolePermission, flag: PermissionFlag, value: boolean) => mutate({ row, changes: { [flag]: value } }),
    [mutate],
  );
  const onEdit = useCallback(
    (row: RolePermission) => {
      remember();
      setEditing(row);
    },
    [remember],
  );
  const onDelete = useCallback(
    (row: RolePermission) => {
      remember();
      setDeleting(row);
    },
    [remember],
  );

  return (
    <Flex
      direction="column"
      gap="4"
      className={['okr-role-permissions', className].filter(Boolean).join(' ')}
      data-state={state}
    >
      <Flex justify="between" align="start" gap="3" wrap="wrap">
        <Box>
          <Heading as="h2" size="4">
            {t('permissions.title')}
          </Heading>
          <Text as="p" size="2" color="gray">
            {t('permissions.subtitle')}
          </Text>
        </Box>
        {hasData ? (
          <Flex gap="3" align="center" wrap="wrap">
            <Flex gap="2" align="center">
              <Text id={filterLabelId} size="2" color="gray">
                {t('permissions.filter.label')}
              </Text>
              <Select.Root value={activeFilter} onValueChange={setFilter}>
                <Select.Trigger aria-labelledby={filterLabelId} className="okr-role-filter" />
                <Select.Content position="popper" className={OKR_ROOT_CLASS}>
                  <Select.Item value={ALL}>{t('permissions.filter.all')}</Select.Item>
                  {sortedRoles.map((role) => (
                    <Select.Item key={role.id} value={role.id}>
                      {role.name}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </Flex>
            <Button
              ref={createButton}
              onClick={() => {
                remember();
                setCreating(true);
              }}
            >
              <PlusIcon />
              {t('permissions.create')}
            </Button>
          </Flex>
        ) : null}
      </Flex>

      <VisuallyHidden id={lockedId}>{t('permissions.locked')}</VisuallyHidden>
      {!hasData ? (
        <PanelMessage
          state={state as 'loading' | 'error' | 'forbidden' | 'signed-out'}
          loading={t('permissions.loading')}
          error={t('permissions.loadError')}
          forbidden={t('permissions.forbidden')}
          signedOut={t('permissions.signedOut')}
          retryLabel={t('permissions.retry')}
          onRetry={() => {
            if (rolesResult.isError) void rolesResult.refetch();
            if (rowsResult.isError) void rowsResult.refetch();
          }}
        />
      ) : lines.length === 0 ? (
        <EmptyState title={t('permissions.empty')} />
      ) : (
        <PermissionTable
          key={activeFilter}
          lines={lines}
          headers={headers}
          label={t('permissions.title')}
          labels={labels}
          onToggle={onToggle}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      )}

      <CreateRolePermissionDialog
        open={creating}
        onOpenChange={setCreating}
        initialRoleId={activeFilter === ALL ? null : activeFilter}
        onCreated={(permission) => onPermissionChanged?.({ type: 'created', permission })}
        onCloseAutoFocus={onCloseAutoFocus}
      />
      <EditRolePermissionDialog
        permission={editing}
        roleName={editing ? (roleMap.get(editing.roleId)?.name ?? unknownRole) : ''}
        onOpenChange={(open) => !open && setEditing(null)}
        onUpdated={(permission) => onPermissionChanged?.({ type: 'updated', permission })}
        onCloseAutoFocus={onCloseAutoFocus}
      />
      <DeleteRolePermissionDialog
        permission={deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        onDeleted={(permission) => onPermissionChanged?.({ type: 'deleted', permission })}
        onCloseAutoFocus={onCloseAutoFocus}
      />
    </Flex>
  );
}
