import { Badge, Box, Button, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { useMemo } from 'react';
import type { ComponentType, ReactNode, Ref } from 'react';
import type { Role } from '@okr/contract';
import { cx, EmptyState, PanelMessage, ScrollTable, useLocale, useTranslation } from '@okr/core';
import type { PanelState } from '@okr/core';
import { rolesCatalogs } from '../lib/catalogs/rolesCatalogs';
import { isEditableRole } from '../lib/roleQueries';
import { PencilIcon, PlusIcon, TrashIcon } from '../lib/panels/icons';
import { RoleRowAction } from './RoleRowAction';
import type { RolesCan } from './rolesCanOf';

/** What the `createButton` slot receives: the button that opens the create dialog. */
export interface CreateRoleButtonProps {
  onClick: () => void;
}

/** Parts of the roles table a partner replaces while keeping the rest. */
export interface RolesViewSlots {
  /** The table's empty state. */
  empty?: ComponentType;
  /** The header's create button, shown when `can.create`. */
  createButton?: ComponentType<CreateRoleButtonProps>;
}

export interface RolesViewProps {
  /** The `data-state`: `loading|empty|error|ready|forbidden|signed-out`. */
  state: PanelState;
  /** Application and Custom roles. */
  roles: Role[];
  can: RolesCan;
  onCreate: () => void;
  onEdit: (role: Role) => void;
  onDelete: (role: Role) => void;
  onRetry: () => void;
  slots?: RolesViewSlots;
  /** Our create button, where focus returns when the row it left is gone. */
  createButtonRef?: Ref<HTMLButtonElement>;
  className?: string;
  /** Rendered inside the panel (its dialogs). */
  children?: ReactNode;
}

const categoryColor = { System: 'gray', Application: 'blue', Custom: 'green' } as const;

function DefaultEmpty() {
  const t = useTranslation(rolesCatalogs);
  return <EmptyState title={t('roles.empty')} />;
}

/** The Roles tab (spec §2) over plain data: the roles table, its states, and slots for its parts. */
export function RolesView({ state, roles, can, onCreate, onEdit, onDelete, onRetry, slots = {}, createButtonRef, className, children }: RolesViewProps) {
  const t = useTranslation(rolesCatalogs);
  const locale = useLocale();
  const formatDate = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }), [locale]);
  const Empty = slots.empty ?? DefaultEmpty;
  const CreateButton = slots.createButton;
  const loaded = state === 'ready' || state === 'empty';

  return (
    <Flex direction="column" gap="4" className={cx('okr-roles-table', className)} data-state={state}>
      <Flex justify="between" align="start" gap="3" wrap="wrap">
        <Box>
          <Heading as="h2" size="4">
            {t('roles.title')}
          </Heading>
          <Text as="p" size="2" color="gray">
            {t('roles.subtitle')}
          </Text>
        </Box>
        {loaded && can.create ? (
          CreateButton ? (
            <CreateButton onClick={onCreate} />
          ) : (
            <Button ref={createButtonRef} onClick={onCreate}>
              <PlusIcon />
              {t('roles.create')}
            </Button>
          )
        ) : null}
      </Flex>

      {!loaded ? (
        <PanelMessage
          state={state}
          loading={t('roles.loading')}
          error={t('roles.loadError')}
          forbidden={t('roles.forbidden')}
          signedOut={t('roles.signedOut')}
          retryLabel={t('common.retry')}
          onRetry={onRetry}
        />
      ) : roles.length === 0 ? (
        <Empty />
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
              // Spec §6: a System or Application role says why it cannot change; a Custom one shows what the caller may do.
              const locked = !isEditableRole(role);
              return (
                <Table.Row key={role.id} align="center" data-role-id={role.id}>
                  <Table.RowHeaderCell>
                    <Text weight="medium">{role.name}</Text>
                  </Table.RowHeaderCell>
                  <Table.Cell>
                    {role.description ? <Text>{role.description}</Text> : <Text color="gray">{t('roles.noDescription')}</Text>}
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
                      {locked || can.edit(role) ? (
                        <RoleRowAction
                          label={t('roles.edit.label', { name: role.name })}
                          disabledReason={locked ? t('roles.locked.edit') : null}
                          onClick={() => onEdit(role)}
                        >
                          <PencilIcon />
                        </RoleRowAction>
                      ) : null}
                      {locked || can.remove(role) ? (
                        <RoleRowAction
                          label={t('roles.delete.label', { name: role.name })}
                          color="red"
                          disabledReason={locked ? t('roles.locked.delete') : null}
                          onClick={() => onDelete(role)}
                        >
                          <TrashIcon />
                        </RoleRowAction>
                      ) : null}
                    </Flex>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </ScrollTable>
      )}
      {children}
    </Flex>
  );
}
