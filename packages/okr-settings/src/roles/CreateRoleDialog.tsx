import { Dialog, Flex, Select, Text, TextArea } from '@radix-ui/themes';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { organizationRoleTypes } from '@okr/contract';
import type { CreateRoleRequest, OrganizationRoleType, Role } from '@okr/contract';
import { DialogActions, FormField, getErrorMessage, OKR_ROOT_CLASS, useToast, useTranslation } from '@okr/core';
import { rolesCatalogs } from '../lib/catalogs/rolesCatalogs';
import type { PanelAction } from '../lib/panels/panelAction';

export interface CreateRoleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the role the server created. */
  onCreated?: (role: Role) => void;
  onCloseAutoFocus?: (event: Event) => void;
  /** The roles hook's `create`. */
  create: PanelAction<CreateRoleRequest, Role>;
}

/** Spec §4: a role type picked fills the name with the capitalized type value. */
const nameOfType = (roleType: OrganizationRoleType) => roleType.charAt(0).toUpperCase() + roleType.slice(1);

/** Spec §4 and §5: defaults Admin / Custom; only Custom roles can be created (the server answers 422 otherwise). */
const creatableCategories = ['Custom'] as const;

/** 'Create New Role' (spec §2, §4, §5). Only mounted while open, so closing resets it. */
export function CreateRoleDialog({ open, onOpenChange, onCreated, onCloseAutoFocus, create }: CreateRoleDialogProps) {
  const t = useTranslation(rolesCatalogs);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="480px" className={OKR_ROOT_CLASS} onCloseAutoFocus={onCloseAutoFocus}>
        <Dialog.Title>{t('roles.dialog.createTitle')}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {t('roles.dialog.createDescription')}
        </Dialog.Description>
        {open ? <CreateRoleForm onDone={() => onOpenChange(false)} onCreated={onCreated} create={create} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function CreateRoleForm({ onDone, onCreated, create }: { onDone: () => void; onCreated?: (role: Role) => void; create: PanelAction<CreateRoleRequest, Role> }) {
  const t = useTranslation(rolesCatalogs);
  const toast = useToast();
  const ids = { roleType: useId(), category: useId(), description: useId() };
  const [roleType, setRoleType] = useState<OrganizationRoleType>('Admin');
  const [name, setName] = useState(nameOfType('Admin'));
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState<(typeof creatableCategories)[number]>('Custom');
  const [touched, setTouched] = useState(false);
  const blank = name.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (blank || create.isPending) return;
    const trimmed = description.trim();
    create.run(
      { name: name.trim(), roleType, category, description: trimmed === '' ? null : trimmed },
      {
        onSuccess: (role) => {
          toast.success(t('roles.toast.created'));
          onCreated?.(role);
          onDone();
        },
        onError: (error) => toast.error(getErrorMessage(error, t('roles.error.create'))),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3">
        <Flex direction="column" gap="1">
          <Text as="label" id={ids.roleType} size="2" weight="medium">
            {t('roles.field.roleType')}
          </Text>
          <Select.Root
            value={roleType}
            onValueChange={(value) => {
              const next = value as OrganizationRoleType;
              setRoleType(next);
              setName(nameOfType(next));
            }}
          >
            <Select.Trigger aria-labelledby={ids.roleType} />
            <Select.Content position="popper" className={OKR_ROOT_CLASS}>
              {organizationRoleTypes.map((type) => (
                <Select.Item key={type} value={type}>
                  {type}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
        <FormField
          label={t('roles.field.name')}
          value={name}
          required
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
          onBlur={() => setTouched(true)}
          hint={t('roles.field.nameHelp')}
          error={touched && blank ? t('roles.field.nameRequired') : undefined}
        />
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={ids.description} size="2" weight="medium">
            {t('roles.field.description')}
          </Text>
          <TextArea id={ids.description} value={description} onChange={(event) => setDescription(event.target.value)} />
        </Flex>
        <Flex direction="column" gap="1">
          <Text as="label" id={ids.category} size="2" weight="medium">
            {t('roles.field.category')}
          </Text>
          <Select.Root value={category} onValueChange={(value) => setCategory(value as typeof category)}>
            <Select.Trigger aria-labelledby={ids.category} />
            <Select.Content position="popper" className={OKR_ROOT_CLASS}>
              {creatableCategories.map((value) => (
                <Select.Item key={value} value={value}>
                  {value}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
      </Flex>
      <DialogActions cancelLabel={t('roles.action.cancel')} submitLabel={t('roles.action.create')} disabled={blank} pending={create.isPending} />
    </form>
  );
}
