import { AlertDialog, Button, Callout, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import type { OrganizationMember } from '@okr/contract';
import { getErrorMessage, useToast, useTranslation } from '@okr/core';
import { membersCatalogs } from '../lib/catalogs/membersCatalogs';
import type { PanelAction } from '../lib/panels/panelAction';
import { fullNameOf } from './MemberRow';

export interface RemoveMemberDialogProps {
  /** The member to remove; `null` closes the dialog. */
  member: OrganizationMember | null;
  onClose: () => void;
  onRemoved?: (member: OrganizationMember) => void;
  /** The members hook's `remove`. */
  remove: PanelAction<Pick<OrganizationMember, 'id'>>;
}

/** Spec §2: the remove confirmation with its warning. */
export function RemoveMemberDialog({ member, onClose, onRemoved, remove }: RemoveMemberDialogProps) {
  const t = useTranslation(membersCatalogs);
  const toast = useToast();
  // Keeps the name on screen while the dialog animates out.
  const [shown, setShown] = useState(member);
  if (member && member !== shown) setShown(member);
  const name = shown ? fullNameOf(shown) : '';

  const confirm = () => {
    if (!member) return;
    remove.run(member, {
      onSuccess: () => {
        toast.success(t('members.remove.success'));
        onRemoved?.(member);
        onClose();
      },
      onError: (error) => toast.error(getErrorMessage(error, t('members.remove.error'))),
    });
  };

  return (
    <AlertDialog.Root open={member !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialog.Content maxWidth="460px" className="okr-remove-member-dialog">
        <AlertDialog.Title>{t('members.remove.title')}</AlertDialog.Title>
        <AlertDialog.Description size="2">{t('members.remove.confirm', { name })}</AlertDialog.Description>
        <Callout.Root color="amber" highContrast size="1" mt="3">
          <Callout.Text>{t('members.remove.warning')}</Callout.Text>
        </Callout.Root>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              {t('members.remove.cancel')}
            </Button>
          </AlertDialog.Cancel>
          <Button color="red" highContrast onClick={confirm} loading={remove.isPending}>
            {t('members.remove.submit')}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
