import { Callout, Dialog, Flex, Select, Text } from '@radix-ui/themes';
import { useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import type { CreateRolePermissionRequest, PermissionDomain, PermissionFlags, Role, RolePermission } from '@okr/contract';
import { DialogActions, getErrorMessage, OKR_ROOT_CLASS, useToast, useTranslation } from '@okr/core';
import { permissionsCatalogs } from '../lib/catalogs/permissionsCatalogs';
import type { PanelAction } from '../lib/panels/panelAction';
import { missingDomains } from './api';
import { FlagFields } from './FlagFields';
import { sortRoles } from './sortRoles';

export interface CreateRolePermissionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The role chosen when the dialog opens (the matrix passes its filter). */
  initialRoleId?: string | null;
  /** The roles a row may be created for (Application and Custom). */
  roles: Role[];
  /** The rows there are (a role's taken domains are not offered). */
  rows: RolePermission[];
  /** The matrix hook's `create`. */
  create: PanelAction<CreateRolePermissionRequest, RolePermission>;
  onCreated?: (permission: RolePermission) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

const noFlags: PermissionFlags = { canCreate: false, canRead: false, canUpdate: false, canDelete: false };

/** 'Create Role Permission' (spec §2, §4, §5). Only mounted while open, so closing resets it. */
export function CreateRolePermissionDialog(props: CreateRolePermissionDialogProps) {
  const { open, onOpenChange, onCloseAutoFocus } = props;
  const t = useTranslation(permissionsCatalogs);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="520px" className={OKR_ROOT_CLASS} onCloseAutoFocus={onCloseAutoFocus}>
        <Dialog.Title>{t('permissions.dialog.createTitle')}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {t('permissions.dialog.createDescription')}
        </Dialog.Description>
        {open ? (
          <CreatePermissionForm
            initialRoleId={props.initialRoleId ?? null}
            roles={props.roles}
            rows={props.rows}
            create={props.create}
            onCreated={props.onCreated}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

type FormProps = Pick<CreateRolePermissionDialogProps, 'roles' | 'rows' | 'create'> & {
  initialRoleId: string | null;
  onCreated?: (permission: RolePermission) => void;
  onDone: () => void;
};

function CreatePermissionForm({ initialRoleId, roles, rows, create, onCreated, onDone }: FormProps) {
  const t = useTranslation(permissionsCatalogs);
  const toast = useToast();
  const ids = { role: useId(), domain: useId() };
  const sortedRoles = useMemo(() => sortRoles(roles), [roles]);

  const [roleId, setRoleId] = useState<string | null>(initialRoleId);
  const [domain, setDomain] = useState<PermissionDomain | null>(null);
  const [flags, setFlags] = useState<PermissionFlags>(noFlags);
  const domains = roleId ? missingDomains(rows, roleId) : [];
  const noneLeft = roleId !== null && domains.length === 0;
  const valid = roleId !== null && domain !== null && domains.includes(domain);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || create.isPending) return;
    create.run(
      { roleId, domainName: domain, ...flags },
      {
        onSuccess: (created) => {
          toast.success(t('permissions.toast.created'));
          onCreated?.(created);
          onDone();
        },
        onError: (error) => toast.error(getErrorMessage(error, t('permissions.error.create'))),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="4">
        <Flex direction="column" gap="1">
          <Text as="label" id={ids.role} size="2" weight="medium">
            {t('permissions.field.role')}
          </Text>
          <Select.Root
            value={roleId ?? ''}
            onValueChange={(value) => {
              // Spec §4: choosing a role resets the domain and the four flags.
              setRoleId(value);
              setDomain(null);
              setFlags(noFlags);
            }}
          >
            <Select.Trigger aria-labelledby={ids.role} placeholder={t('permissions.field.rolePlaceholder')} />
            <Select.Content position="popper" className={OKR_ROOT_CLASS}>
              {sortedRoles.map((role) => (
                <Select.Item key={role.id} value={role.id}>
                  {role.name}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
        {noneLeft ? (
          <Callout.Root color="amber" highContrast role="status" size="1">
            <Callout.Text>{t('permissions.noDomainsLeft')}</Callout.Text>
          </Callout.Root>
        ) : (
          <Flex direction="column" gap="1">
            <Text as="label" id={ids.domain} size="2" weight="medium">
              {t('permissions.field.domain')}
            </Text>
            <Select.Root
              value={domain ?? ''}
              disabled={roleId === null}
              onValueChange={(value) => setDomain(value as PermissionDomain)}
            >
              <Select.Trigger aria-labelledby={ids.domain} placeholder={t('permissions.field.domainPlaceholder')} />
              <Select.Content position="popper" className={OKR_ROOT_CLASS}>
                {domains.map((name) => (
                  <Select.Item key={name} value={name}>
                    {name}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Flex>
        )}
        <FlagFields value={flags} onChange={setFlags} disabled={noneLeft} />
      </Flex>
      <DialogActions cancelLabel={t('permissions.action.cancel')} submitLabel={t('permissions.action.create')} disabled={!valid} pending={create.isPending} />
    </form>
  );
}
