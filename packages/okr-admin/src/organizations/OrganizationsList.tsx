import { Badge, Table, Text } from '@radix-ui/themes';
import { useLocale, useTranslation } from '@okr/core';
import { AdminLink } from '../lib/AdminLink';
import { AdminListFrame } from '../lib/AdminListFrame';
import { AdminTable } from '../lib/AdminTable';
import { adminCatalogs } from '../lib/adminCatalogs';
import { formatDate } from '../lib/formatDate';
import { SortHeader } from '../lib/SortHeader';
import { useListState } from '../lib/useListState';
import { useAdminOrganizations } from './api';

export interface OrganizationsListProps {
  /** Where the host mounts the area (`/admin`). */
  basePath?: string;
}

const planColor = { Free: 'gray', Pro: 'blue', Enterprise: 'purple' } as const;

/** `/admin/organizations`: every organization, paginated, searched and sorted on the server. */
export function OrganizationsList({ basePath = '/admin' }: OrganizationsListProps) {
  const t = useTranslation(adminCatalogs);
  const locale = useLocale();
  const list = useListState('-createdAt');
  const organizations = useAdminOrganizations(list.params);
  const number = new Intl.NumberFormat(locale);
  const header = { sort: list.params.sort, onSort: list.setSort };

  return (
    <AdminListFrame
      title={t('admin.organizations.title')}
      search={{ label: t('admin.organizations.searchLabel'), value: list.search, onChange: list.setSearch }}
      query={organizations}
      empty={{ title: t('admin.organizations.empty') }}
      page={list.params.page}
      pageSize={list.params.pageSize}
      onPageChange={list.setPage}
    >
      {(data) => (
        <AdminTable
          columns={
            <>
              <SortHeader field="name" label={t('admin.organizations.name')} {...header} />
              <SortHeader field="plan" label={t('admin.organizations.plan')} {...header} />
              <SortHeader field="members" label={t('admin.organizations.members')} {...header} />
              <Table.ColumnHeaderCell>{t('admin.organizations.objectives')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('admin.organizations.credits')}</Table.ColumnHeaderCell>
              <SortHeader field="createdAt" label={t('admin.organizations.created')} {...header} />
            </>
          }
        >
          {data.items.map((organization) => (
            <Table.Row key={organization.id}>
              <Table.RowHeaderCell>
                <AdminLink to={`${basePath}/organizations/${organization.id}`} weight="medium">
                  {organization.name}
                </AdminLink>
              </Table.RowHeaderCell>
              <Table.Cell>
                <Badge highContrast color={planColor[organization.plan]}>{organization.plan}</Badge>
              </Table.Cell>
              <Table.Cell>{number.format(organization.members)}</Table.Cell>
              <Table.Cell>{number.format(organization.objectives)}</Table.Cell>
              <Table.Cell>
                <Text>
                  {number.format(organization.creditsUsed)} / {number.format(organization.creditsAllowed)}
                </Text>
              </Table.Cell>
              <Table.Cell>{formatDate(organization.createdAt, locale)}</Table.Cell>
            </Table.Row>
          ))}
        </AdminTable>
      )}
    </AdminListFrame>
  );
}
