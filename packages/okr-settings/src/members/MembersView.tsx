import { Badge, Button, Card, Flex, Heading } from '@radix-ui/themes';
import type { ComponentType, ReactNode } from 'react';
import type { OrganizationMember } from '@okr/contract';
import { cx, EmptyState, ErrorState, LoadingState, useTranslation } from '@okr/core';
import type { ApiError, PanelState } from '@okr/core';
import { membersCatalogs } from '../lib/catalogs/membersCatalogs';
import { PlusIcon } from '../lib/settingsIcons';
import type { MemberActionsProps } from './MemberActions';
import type { MembersCan } from './memberPermissions';
import { MemberRows } from './MemberRows';

/** What the `inviteButton` slot receives: the button that opens the add-user dialog. */
export interface InviteButtonProps {
  onClick: () => void;
}

/** What the `empty` slot receives: the list's empty state. */
export interface MembersEmptyProps {
  /** The caller may add or invite (`can.invite`). */
  canInvite: boolean;
  /** Opens the add-user dialog. */
  onInvite: () => void;
}

/** Parts of the members list a partner replaces while keeping the rest. */
export interface MembersViewSlots {
  /** A member row's actions (ours: edit roles, remove). */
  memberActions?: ComponentType<MemberActionsProps>;
  /** The list's empty state. */
  empty?: ComponentType<MembersEmptyProps>;
  /** The header's add button, shown when `can.invite`. */
  inviteButton?: ComponentType<InviteButtonProps>;
}

export interface MembersViewProps {
  /** The `data-state`: `loading|empty|error|ready|forbidden|signed-out`. */
  state: PanelState;
  members: OrganizationMember[];
  can: MembersCan;
  /** Behind `forbidden`: its server message is shown. */
  error?: ApiError | null;
  onInvite: () => void;
  onRetry: () => void;
  onEditRoles: (member: OrganizationMember) => void;
  onRemove: (member: OrganizationMember) => void;
  slots?: MembersViewSlots;
  className?: string;
  /** Rendered inside the panel (its dialogs). */
  children?: ReactNode;
}

function DefaultInviteButton({ onClick }: InviteButtonProps) {
  const t = useTranslation(membersCatalogs);
  return (
    <Button onClick={onClick}>
      <PlusIcon />
      {t('members.add')}
    </Button>
  );
}

function DefaultEmpty({ canInvite, onInvite }: MembersEmptyProps) {
  const t = useTranslation(membersCatalogs);
  return (
    <EmptyState
      title={t('members.empty.title')}
      description={t('members.empty.description')}
      action={
        canInvite ? (
          <Button onClick={onInvite}>
            <PlusIcon />
            {t('members.empty.action')}
          </Button>
        ) : undefined
      }
    />
  );
}

/** Spec §2 "Organization Users" over plain data: the list, its states, and slots for its parts. */
export function MembersView({ state, members, can, error, onInvite, onRetry, onEditRoles, onRemove, slots = {}, className, children }: MembersViewProps) {
  const t = useTranslation(membersCatalogs);
  const InviteButton = slots.inviteButton ?? DefaultInviteButton;
  const Empty = slots.empty ?? DefaultEmpty;
  const loaded = state === 'ready' || state === 'empty';
  return (
    <Card size="2" className={cx('okr-members-list', className)} data-state={state}>
      <Flex justify="between" align="center" gap="3" mb="3" wrap="wrap">
        <Flex align="center" gap="2">
          <Heading as="h2" size="4">
            {t('members.title')}
          </Heading>
          {loaded ? (
            <Badge radius="full" variant="soft" aria-label={members.length === 1 ? t('members.countOne') : t('members.count', { count: members.length })} className="okr-members-count">
              {members.length}
            </Badge>
          ) : null}
        </Flex>
        {state === 'ready' && can.invite ? <InviteButton onClick={onInvite} /> : null}
      </Flex>
      {state === 'loading' ? <LoadingState /> : null}
      {state === 'error' ? <ErrorState message={t('members.loadError')} onRetry={onRetry} /> : null}
      {state === 'forbidden' ? <ErrorState message={error?.message || t('members.forbidden')} className="okr-state-forbidden" /> : null}
      {state === 'signed-out' ? <ErrorState message={t('members.signedOut')} className="okr-state-signed-out" /> : null}
      {state === 'empty' ? <Empty canInvite={can.invite} onInvite={onInvite} /> : null}
      {state === 'ready' ? <MemberRows members={members} onRemove={onRemove} onEditRoles={onEditRoles} can={can} actions={slots.memberActions} /> : null}
      {children}
    </Card>
  );
}
