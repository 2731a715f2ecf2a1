import { Badge, Flex, Table, Text } from '@radix-ui/themes';
import { useLocale, useTranslation } from '@okr/core';
import { AdminLink } from '../lib/AdminLink';
import { AdminListFrame } from '../lib/AdminListFrame';
import { AdminTable } from '../lib/AdminTable';
import { adminCatalogs } from '../lib/adminCatalogs';
import { formatDate } from '../lib/formatDate';
import { SortHeader } from '../lib/SortHeader';
import { useListState } from '../lib/useListState';
import { useAdminUsers } from './api';

export interface UsersListProps {
  basePath?: string;
}

/** `/admin/users`: every user, paginated, searched by name or email and sorted on the server. */
export function UsersList({ basePath = '/admin' }: UsersListProps) {
  const t = useTranslation(adminCatalogs);
  const locale = useLocale();
  const list = useListState('-createdAt');
  const users = useAdminUsers(list.params);
  const header = { sort: list.params.sort, onSort: list.setSort };

  return (
    <AdminListFrame
      title={t('admin.users.title')}
      search={{ label: t('admin.users.searchLabel'), value: list.search, onChange: list.setSearch }}
      query={users}
      empty={{ title: t('admin.users.empty') }}
      page={list.params.page}
      pageSize={list.params.pageSize}
      onPageChange={list.setPage}
    >
      {(data) => (
        <AdminTable
          columns={
            <>
              <SortHeader field="name" label={t('admin.users.name')} {...header} />
              <SortHeader field="email" label={t('admin.users.email')} {...header} />
              <Table.ColumnHeaderCell>{t('admin.users.organizations')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('admin.users.status')}</Table.ColumnHeaderCell>
              <SortHeader field="createdAt" label={t('admin.users.created')} {...header} />
            </>
          }
        >
          {data.items.map((user) => (
            <Table.Row key={user.id}>
              <Table.RowHeaderCell>
                <Flex gap="2" align="center" wrap="wrap">
                  <AdminLink to={`${basePath}/users/${user.id}`} weight="medium">
                    {user.fullName}
                  </AdminLink>
                  {user.isSuperAdmin ? <Badge highContrast color="purple">{t('admin.users.superAdmin')}</Badge> : null}
                </Flex>
              </Table.RowHeaderCell>
              <Table.Cell>{user.email}</Table.Cell>
              <Table.Cell>
                <Text>
                  {user.organizations
                    .map((organization) => `${organization.name} (${organization.roles.map((role) => role.name).join(', ')})`)
                    .join('; ') || t('admin.common.none')}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Badge highContrast color={user.isActive ? 'green' : 'red'}>
                  {user.isActive ? t('admin.common.active') : t('admin.common.inactive')}
                </Badge>
              </Table.Cell>
              <Table.Cell>{formatDate(user.createdAt, locale)}</Table.Cell>
            </Table.Row>
          ))}
        </AdminTable>
      )}
    </AdminListFrame>
  );
}
