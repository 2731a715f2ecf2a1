import { Badge, Card, DataList, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { EmptyState, ScrollTable, isApiError, useLocale, useTranslation } from '@okr/core';
import { AdminLink } from '../lib/AdminLink';
import { adminCatalogs } from '../lib/adminCatalogs';
import { formatDate } from '../lib/formatDate';
import { QueryState } from '../lib/QueryState';
import { ActiveToggle } from './ActiveToggle';
import { useAdminUser } from './api';

export interface UserDetailProps {
  userId: string;
  basePath?: string;
}

/** `/admin/users/{id}`: the user, their organizations and roles, and deactivation. */
export function UserDetail({ userId, basePath = '/admin' }: UserDetailProps) {
  const t = useTranslation(adminCatalogs);
  const locale = useLocale();
  const user = useAdminUser(userId);

  if (isApiError(user.error) && user.error.status === 404) {
    return <EmptyState title={t('admin.users.notFound')} action={<AdminLink to={`${basePath}/users`}>{t('admin.common.back')}</AdminLink>} />;
  }

  return (
    <Flex direction="column" gap="4">
      <AdminLink to={`${basePath}/users`}>← {t('admin.shell.users')}</AdminLink>
      <QueryState query={user}>
        {(data) => (
          <Flex direction="column" gap="4">
            <Flex align="center" justify="between" gap="3" wrap="wrap">
              <Flex align="center" gap="3" wrap="wrap">
                <Heading as="h1" size="7">
                  {data.fullName || data.email}
                </Heading>
                <Badge highContrast size="2" color={data.isActive ? 'green' : 'red'}>
                  {data.isActive ? t('admin.common.active') : t('admin.common.inactive')}
                </Badge>
                {data.isSuperAdmin ? (
                  <Badge highContrast size="2" color="purple">
                    {t('admin.users.superAdmin')}
                  </Badge>
                ) : null}
              </Flex>
              <ActiveToggle user={data} />
            </Flex>
            <Card size="3">
              <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
                <DataList.Item>
                  <DataList.Label>{t('admin.users.email')}</DataList.Label>
                  <DataList.Value>{data.email}</DataList.Value>
                </DataList.Item>
                <DataList.Item>
                  <DataList.Label>{t('admin.users.created')}</DataList.Label>
                  <DataList.Value>{formatDate(data.createdAt, locale)}</DataList.Value>
                </DataList.Item>
              </DataList.Root>
            </Card>
            <Heading as="h2" size="4">
              {t('admin.users.organizations')}
            </Heading>
            {data.organizations.length === 0 ? (
              <Text color="gray">{t('admin.users.noOrganizations')}</Text>
            ) : (
              <ScrollTable variant="surface">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeaderCell>{t('admin.organizations.name')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>{t('admin.organizations.membership')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>{t('admin.organizations.roles')}</Table.ColumnHeaderCell>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.organizations.map((organization) => (
                    <Table.Row key={organization.id}>
                      <Table.RowHeaderCell>
                        <AdminLink to={`${basePath}/organizations/${organization.id}`}>{organization.name}</AdminLink>
                      </Table.RowHeaderCell>
                      <Table.Cell>{organization.membershipType}</Table.Cell>
                      <Table.Cell>{organization.roles.map((role) => role.name).join(', ') || t('admin.common.none')}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </ScrollTable>
            )}
          </Flex>
        )}
      </QueryState>
    </Flex>
  );
}
