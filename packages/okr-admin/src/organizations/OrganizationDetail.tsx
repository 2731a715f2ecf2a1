import { Badge, Card, DataList, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { EmptyState, ScrollTable, useLocale, useTranslation } from '@okr/core';
import { isApiError } from '@okr/core';
import { AdminLink } from '../lib/AdminLink';
import { adminCatalogs } from '../lib/adminCatalogs';
import { formatDate } from '../lib/formatDate';
import { QueryState } from '../lib/QueryState';
import { useAdminOrganization } from './api';
import { PlanForm } from './PlanForm';
import { SsoDomainForm } from './SsoDomainForm';

export interface OrganizationDetailProps {
  organizationId: string;
  basePath?: string;
}

/** `/admin/organizations/{id}`: figures, owner, members, the plan and credits form, and a single sign-on domain's verification. */
export function OrganizationDetail({ organizationId, basePath = '/admin' }: OrganizationDetailProps) {
  const t = useTranslation(adminCatalogs);
  const locale = useLocale();
  const organization = useAdminOrganization(organizationId);
  const number = new Intl.NumberFormat(locale);

  if (isApiError(organization.error) && organization.error.status === 404) {
    return <EmptyState title={t('admin.organizations.notFound')} action={<AdminLink to={`${basePath}/organizations`}>{t('admin.common.back')}</AdminLink>} />;
  }

  return (
    <Flex direction="column" gap="4">
      <AdminLink to={`${basePath}/organizations`}>← {t('admin.shell.organizations')}</AdminLink>
      <QueryState query={organization}>
        {(data) => (
          <Flex direction="column" gap="4">
            <Flex align="center" gap="3" wrap="wrap">
              <Heading as="h1" size="7">
                {data.name}
              </Heading>
              <Badge highContrast size="2">{data.plan}</Badge>
            </Flex>
            <Card size="3">
              <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
                <DataList.Item>
                  <DataList.Label>{t('admin.organizations.owner')}</DataList.Label>
                  <DataList.Value>
                    {data.owner ? (
                      <AdminLink to={`${basePath}/users/${data.owner.id}`}>
                        {data.owner.fullName} ({data.owner.email})
                      </AdminLink>
                    ) : (
                      t('admin.organizations.noOwner')
                    )}
                  </DataList.Value>
                </DataList.Item>
                <DataList.Item>
                  <DataList.Label>{t('admin.organizations.members')}</DataList.Label>
                  <DataList.Value>{number.format(data.members)}</DataList.Value>
                </DataList.Item>
                <DataList.Item>
                  <DataList.Label>{t('admin.organizations.objectives')}</DataList.Label>
                  <DataList.Value>{number.format(data.objectives)}</DataList.Value>
                </DataList.Item>
                <DataList.Item>
                  <DataList.Label>{t('admin.organizations.credits')}</DataList.Label>
                  <DataList.Value>
                    {number.format(data.creditsUsed)} / {number.format(data.creditsAllowed)}
                  </DataList.Value>
                </DataList.Item>
                <DataList.Item>
                  <DataList.Label>{t('admin.organizations.created')}</DataList.Label>
                  <DataList.Value>{formatDate(data.createdAt, locale)}</DataList.Value>
                </DataList.Item>
              </DataList.Root>
            </Card>
            <PlanForm key={`${data.plan}-${data.aiCredits}`} organization={data} />
            <SsoDomainForm organizationId={data.id} />
            <Heading as="h2" size="4">
              {t('admin.organizations.memberList')}
            </Heading>
            <ScrollTable variant="surface">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>{t('admin.users.name')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('admin.organizations.email')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('admin.organizations.membership')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('admin.organizations.roles')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('admin.organizations.status')}</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.memberList.map((member) => (
                  <Table.Row key={member.id}>
                    <Table.RowHeaderCell>
                      <AdminLink to={`${basePath}/users/${member.id}`}>{member.fullName}</AdminLink>
                    </Table.RowHeaderCell>
                    <Table.Cell>{member.email}</Table.Cell>
                    <Table.Cell>{member.membershipType}</Table.Cell>
                    <Table.Cell>
                      <Text>{member.roles.map((role) => role.name).join(', ') || t('admin.common.none')}</Text>
                    </Table.Cell>
                    <Table.Cell>
                      <Badge highContrast color={member.isActive ? 'green' : 'red'}>
                        {member.isActive ? t('admin.common.active') : t('admin.common.inactive')}
                      </Badge>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </ScrollTable>
          </Flex>
        )}
      </QueryState>
    </Flex>
  );
}
