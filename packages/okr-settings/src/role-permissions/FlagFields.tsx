import { Flex, Switch, Text } from '@radix-ui/themes';
import type { PermissionFlags } from '@okr/contract';
import { useTranslation } from '@okr/core';
import { permissionsCatalogs } from '../lib/catalogs/permissionsCatalogs';
import { permissionFlags } from './api';
import type { PermissionFlag } from './api';

export const flagColumnKey = {
  canCreate: 'permissions.column.create',
  canRead: 'permissions.column.read',
  canUpdate: 'permissions.column.update',
  canDelete: 'permissions.column.delete',
} as const satisfies Record<PermissionFlag, string>;

export interface FlagFieldsProps {
  value: PermissionFlags;
  onChange: (value: PermissionFlags) => void;
  disabled?: boolean;
}

/** The four flags of a permission row as labelled switches (a group named 'Permissions'). */
export function FlagFields({ value, onChange, disabled = false }: FlagFieldsProps) {
  const t = useTranslation(permissionsCatalogs);
  return (
    <Flex direction="column" gap="2" role="group" aria-label={t('permissions.field.flags')}>
      <Text size="2" weight="medium" aria-hidden="true">
        {t('permissions.field.flags')}
      </Text>
      <Flex gap="4" wrap="wrap">
        {permissionFlags.map((flag) => (
          <Text as="label" size="2" key={flag}>
            <Flex gap="2" align="center">
              <Switch
                size="1"
                checked={value[flag]}
                disabled={disabled}
                onCheckedChange={(checked) => onChange({ ...value, [flag]: checked })}
              />
              {t(flagColumnKey[flag])}
            </Flex>
          </Text>
        ))}
      </Flex>
    </Flex>
  );
}
