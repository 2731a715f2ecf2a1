import { Dialog, Flex, Text, TextArea } from '@radix-ui/themes';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { Role } from '@okr/contract';
import { DialogActions, FormField, getErrorMessage, OKR_ROOT_CLASS, useToast, useTranslation } from '@okr/core';
import { rolesCatalogs } from '../lib/catalogs/rolesCatalogs';
import type { PanelAction } from '../lib/panels/panelAction';
import type { UpdateRoleInput } from './useRoles';

export interface EditRoleDialogProps {
  /** The role to edit; the dialog is open while it is set. */
  role: Role | null;
  onOpenChange: (open: boolean) => void;
  /** Called with the role as the server stored it. */
  onUpdated?: (role: Role) => void;
  onCloseAutoFocus?: (event: Event) => void;
  /** The roles hook's `update`. */
  update: PanelAction<UpdateRoleInput, Role>;
}

/** 'Edit Role' (spec §2, §5): the name is required, the category read-only. */
export function EditRoleDialog({ role, onOpenChange, onUpdated, onCloseAutoFocus, update }: EditRoleDialogProps) {
  const t = useTranslation(rolesCatalogs);
  return (
    <Dialog.Root open={role !== null} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="480px" className={OKR_ROOT_CLASS} onCloseAutoFocus={onCloseAutoFocus}>
        <Dialog.Title>{t('roles.dialog.editTitle')}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {t('roles.dialog.editDescription')}
        </Dialog.Description>
        {role ? <EditRoleForm key={role.id} role={role} onDone={() => onOpenChange(false)} onUpdated={onUpdated} update={update} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

interface EditRoleFormProps {
  role: Role;
  onDone: () => void;
  onUpdated?: (role: Role) => void;
  update: PanelAction<UpdateRoleInput, Role>;
}

function EditRoleForm({ role, onDone, onUpdated, update }: EditRoleFormProps) {
  const t = useTranslation(rolesCatalogs);
  const toast = useToast();
  const descriptionId = useId();
  const [name, setName] = useState(role.name);
  const [description, setDescription] = useState(role.description ?? '');
  const blank = name.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || update.isPending) return;
    const trimmed = description.trim();
    update.run(
      { id: role.id, name: name.trim(), description: trimmed === '' ? null : trimmed, category: role.category },
      {
        onSuccess: (updated) => {
          toast.success(t('roles.toast.updated'));
          onUpdated?.(updated);
          onDone();
        },
        onError: (error) => toast.error(getErrorMessage(error, t('roles.error.update'))),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3">
        <FormField
          label={t('roles.field.name')}
          value={name}
          required
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
          error={blank ? t('roles.field.nameRequired') : undefined}
        />
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={descriptionId} size="2" weight="medium">
            {t('roles.field.description')}
          </Text>
          <TextArea id={descriptionId} value={description} onChange={(event) => setDescription(event.target.value)} />
        </Flex>
        <FormField label={t('roles.field.category')} value={role.category} readOnly hint={t('roles.field.categoryReadOnly')} />
      </Flex>
      <DialogActions cancelLabel={t('roles.action.cancel')} submitLabel={t('roles.action.save')} disabled={blank} pending={update.isPending} />
    </form>
  );
}
