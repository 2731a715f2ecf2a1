import { Badge, Box, Button, Flex, Heading, IconButton, Table, Text, Tooltip, VisuallyHidden } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { Role } from '@okr/contract';
import { EmptyState, ScrollTable, useApiClient, useLocale, useSessionStore, useTranslation } from '@okr/core';
import { rolesCatalogs } from '../lib/catalogs/rolesCatalogs';
import { isEditableRole, isListedRole, rolesQuery } from './api';
import { CreateRoleDialog } from './CreateRoleDialog';
import { DeleteRoleDialog } from './DeleteRoleDialog';
import { EditRoleDialog } from './EditRoleDialog';
import { PencilIcon, PlusIcon, TrashIcon } from '../lib/panels/icons';
import { PanelMessage } from '../lib/panels/PanelMessage';
import { panelStateOf } from '../lib/panels/panelState';
import { useReturnFocus } from '../lib/panels/useReturnFocus';

/** What changed, after the server stored it. */
export interface RoleChange {
  type: 'created' | 'updated' | 'deleted';
  role: Role;
}

export interface RolesTableProps {
  /** Called after a role is created, updated or deleted. */
  onRoleChanged?: (change: RoleChange) => void;
  className?: string;
}

const categoryColor = { System: 'gray', Application: 'blue', Custom: 'green' } as const;

/** The Roles tab (spec §2): the organization's Application and Custom roles, and the role dialogs. */
export function RolesTable({ onRoleChanged, className }: RolesTableProps) {
  const t = useTranslation(rolesCatalogs);
  const locale = useLocale();
  const api = useApiClient();
  const orgId = useSessionStore((s) => s.organization?.id ?? null);
  const query = useQuery(rolesQuery(api, orgId));
  const roles = useMemo(() => query.data?.filter(isListedRole), [query.data]);
  const state = panelStateOf({ hasData: roles !== undefined, isEmpty: roles?.length === 0, error: query.error });

  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Role | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const focus = useReturnFocus(() => createButton.current);
  const formatDate = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }), [locale]);

  const changed = useCallback((type: RoleChange['type']) => (role: Role) => onRoleChanged?.({ type, role }), [onRoleChanged]);

  return (
    <Flex direction="column" gap="4" className={['okr-roles-table', className].filter(Boolean).join(' ')} data-state={state}>
      <Flex justify="between" align="start" gap="3" wrap="wrap">
        <Box>
          <Heading as="h2" size="4">
            {t('roles.title')}
          </Heading>
          <Text as="p" size="2" color="gray">
            {t('roles.subtitle')}
          </Text>
        </Box>
        {state === 'ready' || state === 'empty' ? (
          <Button
            ref={createButton}
            onClick={() => {
              focus.remember();
              setCreating(true);
            }}
          >
            <PlusIcon />
            {t('roles.create')}
          </Button>
        ) : null}
      </Flex>

      {roles === undefined ? (
        <PanelMessage
          state={state as 'loading' | 'error' | 'forbidden' | 'signed-out'}
          loading={t('roles.loading')}
          error={t('roles.loadError')}
          forbidden={t('roles.forbidden')}
          signedOut={t('roles.signedOut')}
          retryLabel={t('common.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : roles.length === 0 ? (
        <EmptyState title={t('roles.empty')} />
      ) : (
        <ScrollTable variant="surface" size="2" className="okr-roles-table-grid">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t('roles.column.name')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('roles.column.description')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('roles.column.roleType')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('roles.column.category')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('roles.column.created')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell align="right">{t('roles.column.actions')}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {roles.map((role) => {
              const editable = isEditableRole(role);
              return (
                <Table.Row key={role.id} align="center" data-role-id={role.id}>
                  <Table.RowHeaderCell>
                    <Text weight="medium">{role.name}</Text>
                  </Table.RowHeaderCell>
                  <Table.Cell>
                    {role.description ? (
                      <Text>{role.description}</Text>
                    ) : (
                      <Text color="gray">{t('roles.noDescription')}</Text>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <Badge variant="soft" color="gray" highContrast>
                      {role.roleType}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell>
                    <Badge variant="soft" color={categoryColor[role.category]} highContrast>
                      {role.category}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell>
                    <Text style={{ whiteSpace: 'nowrap' }}>{formatDate.format(new Date(role.createdAt))}</Text>
                  </Table.Cell>
                  <Table.Cell justify="end">
                    {/* 12 px apart: ghost buttons reach 6 px past their box (WCAG 2.2, 2.5.8). */}
                    <Flex gap="3" justify="end">
                      <RowAction
                        label={t('roles.edit.label', { name: role.name })}
                        disabledReason={editable ? null : t('roles.locked.edit')}
                        onClick={() => {
                          focus.remember();
                          setEditing(role);
                        }}
                      >
                        <PencilIcon />
                      </RowAction>
                      <RowAction
                        label={t('roles.delete.label', { name: role.name })}
                        color="red"
                        disabledReason={editable ? null : t('roles.locked.delete')}
                        onClick={() => {
                          focus.remember();
                          setDeleting(role);
                        }}
                      >
                        <TrashIcon />
                      </RowAction>
                    </Flex>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </ScrollTable>
      )}

      <CreateRoleDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={changed('created')}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
      <EditRoleDialog
        role={editing}
        onOpenChange={(open) => !open && setEditing(null)}
        onUpdated={changed('updated')}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
      <DeleteRoleDialog
        role={deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        onDeleted={changed('deleted')}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
    </Flex>
  );
}

interface RowActionProps {
  label: string;
  /** Set when the action is not allowed: the button stays focusable, says so and does nothing. */
  disabledReason: string | null;
  color?: 'red';
  onClick: () => void;
  children: ReactNode;
}

function RowAction({ label, disabledReason, color, onClick, children }: RowActionProps) {
  const reasonId = useId();
  if (disabledReason === null) {
    return (
      <IconButton variant="ghost" color={color ?? 'gray'} aria-label={label} onClick={onClick}>
        {children}
      </IconButton>
    );
  }
  return (
    <>
      <Tooltip content={disabledReason}>
        <IconButton
          variant="ghost"
          color="gray"
          aria-label={label}
          aria-disabled="true"
          aria-describedby={reasonId}
          data-disabled=""
          className="okr-action-disabled"
        >
          {children}
        </IconButton>
      </Tooltip>
      <VisuallyHidden id={reasonId}>{disabledReason}</VisuallyHidden>
    </>
  );
}
