import { Flex, Select, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { organizationRoleTypes } from '@okr/contract';
import type { OrganizationRoleType } from '@okr/contract';
import { useTranslation } from '@okr/core';
import { ssoCatalogs } from '../lib/catalogs/ssoCatalogs';

export interface DefaultRoleFieldProps {
  value: OrganizationRoleType;
  onChange: (value: OrganizationRoleType) => void;
  disabled?: boolean;
}

/** The role of people who arrive through the identity provider, whatever the protocol. */
export function DefaultRoleField({ value, onChange, disabled = false }: DefaultRoleFieldProps) {
  const t = useTranslation(ssoCatalogs);
  const roleId = useId();
  return (
    <Flex direction="column" gap="1">
      <Text as="label" id={roleId} size="2" weight="medium">
        {t('sso.field.defaultRole')}
      </Text>
      <Select.Root value={value} disabled={disabled} onValueChange={(next) => onChange(next as OrganizationRoleType)}>
        <Select.Trigger aria-labelledby={roleId} style={{ alignSelf: 'start' }} />
        <Select.Content position="popper">
          {organizationRoleTypes.map((type) => (
            <Select.Item key={type} value={type}>
              {type}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Flex>
  );
}
