import { Select, Spinner, Table, Text } from '@radix-ui/themes';
import type { ScimGroup } from '@okr/contract';
import { ScrollTable, useTranslation } from '@okr/core';
import { directoryCatalogs } from '../lib/catalogs/directoryCatalogs';

export interface ScimGroupsTableProps {
  groups: ScimGroup[];
  roles: { id: string; name: string }[];
  savingGroupId: string | null;
  onSetRole: (group: ScimGroup, roleId: string | null) => void;
}

/** Radix Select takes no empty value: the default role has a value of its own. */
const DEFAULT = 'default';

/** Each group the identity provider pushed, its members and the role it gives them. */
export function ScimGroupsTable({ groups, roles, savingGroupId, onSetRole }: ScimGroupsTableProps) {
  const t = useTranslation(directoryCatalogs);
  if (groups.length === 0) {
    return (
      <Text as="p" size="2" color="gray">
        {t('directory.groups.none')}
      </Text>
    );
  }
  return (
    <ScrollTable variant="surface" size="1" className="okr-scim-groups">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>{t('directory.groups.column.group')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell align="right">{t('directory.groups.column.members')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('directory.groups.column.role')}</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {groups.map((group) => {
          // A mapped role the list no longer holds still shows its name.
          const options = group.role && !roles.some((role) => role.id === group.role?.id) ? [...roles, group.role] : roles;
          const saving = savingGroupId === group.id;
          return (
            <Table.Row key={group.id} align="center" data-group-id={group.id}>
              <Table.RowHeaderCell>
                <Text weight="medium">{group.displayName}</Text>
                {group.externalId ? (
                  <Text as="div" size="1" color="gray">
                    {group.externalId}
                  </Text>
                ) : null}
              </Table.RowHeaderCell>
              <Table.Cell align="right">{group.memberCount}</Table.Cell>
              <Table.Cell>
                <Select.Root
                  size="1"
                  value={group.role?.id ?? DEFAULT}
                  disabled={saving}
                  onValueChange={(value) => onSetRole(group, value === DEFAULT ? null : value)}
                >
                  <Select.Trigger aria-label={t('directory.groups.roleLabel', { group: group.displayName })} style={{ minWidth: 140 }} />
                  <Select.Content>
                    <Select.Item value={DEFAULT}>{t('directory.groups.defaultRole')}</Select.Item>
                    {options.map((role) => (
                      <Select.Item key={role.id} value={role.id}>
                        {role.name}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
                {saving ? <Spinner size="1" ml="2" aria-hidden="true" /> : null}
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </ScrollTable>
  );
}
