import { Button, Dialog } from '@radix-ui/themes';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Invitation, OrganizationRoleType, UserSearchResult } from '@okr/contract';
import { cx, useSessionStore, useTranslation } from '@okr/core';
import { membersCatalogs } from '../lib/catalogs/membersCatalogs';
import { PlusIcon } from '../lib/settingsIcons';
import { AddUserForm } from './AddUserForm';
import { useMemberAdditions } from './useMemberAdditions';
import type { MemberAdditions } from './useMemberAdditions';

export interface AddUserDialogProps {
  /** Controlled open state; leave both unset to let the dialog's own trigger open it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Called after the server added the user (the members list is already invalidated). */
  onUserAdded?: (user: UserSearchResult, roleType: OrganizationRoleType) => void;
  /** Called after an invitation was sent to an address nobody has yet (the invitations list is already invalidated). */
  onInvitationSent?: (invitation: Invitation) => void;
  /** The button that opens the dialog; `null` for none (a controlled dialog opened elsewhere). */
  trigger?: ReactNode;
  /** `add` and `invite` from the caller's `useMembers()`; the dialog's own otherwise. */
  additions?: MemberAdditions;
  className?: string;
}

/**
 * Spec §2/§4 "Add User to Organization": search by email, select, pick a role (default Editor,
 * never SuperAdmin), add; when nobody has the email, invite it with the same role picker. Closing unmounts the form, so it always reopens empty.
 */
export function AddUserDialog({ open, onOpenChange, onUserAdded, onInvitationSent, trigger, additions, className }: AddUserDialogProps) {
  const t = useTranslation(membersCatalogs);
  const orgId = useSessionStore((s) => s.organization?.id ?? null);
  const own = useMemberAdditions(orgId);
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const defaultTrigger = (
    <Button>
      <PlusIcon />
      {t('members.add')}
    </Button>
  );
  const triggerNode = trigger === undefined ? (open === undefined ? defaultTrigger : null) : trigger;
  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      {triggerNode ? <Dialog.Trigger>{triggerNode}</Dialog.Trigger> : null}
      <Dialog.Content
        maxWidth="480px"
        className={cx('okr-add-user-dialog', className)}
        aria-describedby={undefined}
      >
        <Dialog.Title>{t('addUser.title')}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {t('addUser.description')}
        </Dialog.Description>
        {isOpen ? (
          <AddUserForm
            additions={additions ?? own}
            onCancel={() => setOpen(false)}
            onAdded={(user, roleType) => {
              setOpen(false);
              onUserAdded?.(user, roleType);
            }}
            onInvited={(invitation) => {
              setOpen(false);
              onInvitationSent?.(invitation);
            }}
          />
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
