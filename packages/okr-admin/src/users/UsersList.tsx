import { Badge, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { EmptyState, useLocale, useTranslation } from '@okr/core';
import { AdminLink } from '../lib/AdminLink';
import { adminCatalogs } from '../lib/adminCatalogs';
import { formatDate } from '../lib/formatDate';
import { Pager } from '../lib/Pager';
import { QueryState } from '../lib/QueryState';
import { SearchField } from '../lib/SearchField';
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
    <Flex direction="column" gap="4">
      <Heading as="h1" size="7">
        {t('admin.users.title')}
      </Heading>
      <SearchField label={t('admin.users.searchLabel')} value={list.search} onChange={list.setSearch} />
      <QueryState query={users}>
        {(data) =>
          data.total === 0 ? (
            <EmptyState title={t('admin.users.empty')} />
          ) : (
            <Flex direction="column" gap="2">
              <Table.Root variant="surface" style={{ overflowX: 'auto' }}>
                <Table.Header>
                  <Table.Row>
                    <SortHeader field="name" label={t('admin.users.name')} {...header} />
                    <SortHeader field="email" label={t('admin.users.email')} {...header} />
                    <Table.ColumnHeaderCell>{t('admin.users.organizations')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>{t('admin.users.status')}</Table.ColumnHeaderCell>
                    <SortHeader field="createdAt" label={t('admin.users.created')} {...header} />
                  </Table.Row>
                </Table.Header>
                <Table.Body>
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
                </Table.Body>
              </Table.Root>
              <Pager page={list.params.page} pageSize={list.params.pageSize} total={data.total} onPageChange={list.setPage} />
            </Flex>
          )
        }
      </QueryState>
    </Flex>
  );
}
