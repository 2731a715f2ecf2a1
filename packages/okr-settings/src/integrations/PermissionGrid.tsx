import { Checkbox, Table, Text } from '@radix-ui/themes';
import { permissionDomains } from '@okr/contract';
import type { EffectivePermissions, PermissionFlags } from '@okr/contract';
import { ScrollTable, useTranslation } from '@okr/core';
import { apiKeysCatalogs } from '../lib/catalogs/apiKeysCatalogs';

const flags = ['canCreate', 'canRead', 'canUpdate', 'canDelete'] as const satisfies readonly (keyof PermissionFlags)[];
const flagLabel = {
  canCreate: 'permissions.column.create',
  canRead: 'permissions.column.read',
  canUpdate: 'permissions.column.update',
  canDelete: 'permissions.column.delete',
} as const;

export interface PermissionGridProps {
  value: EffectivePermissions;
  onChange: (value: EffectivePermissions) => void;
  /** What the person creating the key holds: a flag beyond it is shown disabled (the server refuses it too). */
  allowed: EffectivePermissions;
  disabled?: boolean;
}

/** Domains by rows, the four flags by columns, one checkbox each: what an API key may do. */
export function PermissionGrid({ value, onChange, allowed, disabled = false }: PermissionGridProps) {
  const t = useTranslation(apiKeysCatalogs);
  return (
    <ScrollTable size="1" variant="surface" className="okr-permission-grid" aria-label={t('apiKeys.field.permissions')}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>{t('permissions.column.domain')}</Table.ColumnHeaderCell>
          {flags.map((flag) => (
            <Table.ColumnHeaderCell key={flag} justify="center">
              {t(flagLabel[flag])}
            </Table.ColumnHeaderCell>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {permissionDomains.map((domain) => (
          <Table.Row key={domain} align="center">
            <Table.RowHeaderCell>
              <Text size="2">{domain}</Text>
            </Table.RowHeaderCell>
            {flags.map((flag) => {
              const lacking = !allowed[domain][flag];
              return (
                <Table.Cell key={flag} justify="center">
                  <Checkbox
                    checked={value[domain][flag]}
                    disabled={disabled || lacking}
                    aria-label={t('apiKeys.grid.flag', { action: t(flagLabel[flag]), domain })}
                    title={lacking ? t('apiKeys.grid.lacking') : undefined}
                    onCheckedChange={(checked) => onChange({ ...value, [domain]: { ...value[domain], [flag]: checked === true } })}
                  />
                </Table.Cell>
              );
            })}
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollTable>
  );
}
