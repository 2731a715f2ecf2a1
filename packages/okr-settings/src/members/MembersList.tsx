import { Badge, Button, Card, Flex, Heading } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Invitation, OrganizationMember, OrganizationRoleType, RoleRef, UserSearchResult } from '@okr/contract';
import { EmptyState, ErrorState, LoadingState, isApiError, useApiClient, useSessionStore, useTranslation } from '@okr/core';
import { membersCatalogs } from '../lib/catalogs/membersCatalogs';
import { PlusIcon } from '../lib/settingsIcons';
import { AddUserDialog } from './AddUserDialog';
import { membersQuery } from './api';
import { MemberRolesDialog } from './MemberRolesDialog';
import { MemberRows } from './MemberRows';
import { RemoveMemberDialog } from './RemoveMemberDialog';

export type MembersListState = 'loading' | 'ready' | 'empty' | 'error' | 'forbidden' | 'signed-out';

export interface MembersListProps {
  /** Called after a user was added through the list's dialog. */
  onUserAdded?: (user: UserSearchResult, roleType: OrganizationRoleType) => void;
  /** Called after the list's dialog invited an address nobody has yet. */
  onInvitationSent?: (invitation: Invitation) => void;
  /** Called after a member's roles were replaced. */
  onRoleChanged?: (member: OrganizationMember, roles: RoleRef[]) => void;
  /** Called after a member was removed. */
  onUserRemoved?: (member: OrganizationMember) => void;
  className?: string;
}

/** Spec §2 "Organization Users": the members of the current organization, with add, roles and remove. */
export function MembersList({ onUserAdded, onInvitationSent, onRoleChanged, onUserRemoved, className }: MembersListProps) {
  const t = useTranslation(membersCatalogs);
  const api = useApiClient();
  const orgId = useSessionStore((s) => s.organization?.id ?? null);
  const query = useQuery(membersQuery(api, orgId));
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<OrganizationMember | null>(null);
  const [editing, setEditing] = useState<OrganizationMember | null>(null);
  const onRemove = useCallback((member: OrganizationMember) => setRemoving(member), []);
  const onEditRoles = useCallback((member: OrganizationMember) => setEditing(member), []);

  const status = isApiError(query.error) ? query.error.status : null;
  // Embedding.md §10: a failed background refetch keeps the last good list on screen.
  const state: MembersListState = query.data
    ? query.data.length === 0
      ? 'empty'
      : 'ready'
    : status === 401
      ? 'signed-out'
      : status === 403
        ? 'forbidden'
        : query.isError
          ? 'error'
          : 'loading';
  const members = query.data ?? [];

  return (
    <Card size="2" className={['okr-members-list', className].filter(Boolean).join(' ')} data-state={state}>
      <Flex justify="between" align="center" gap="3" mb="3" wrap="wrap">
        <Flex align="center" gap="2">
          <Heading as="h2" size="4">
            {t('members.title')}
          </Heading>
          {query.data ? (
            <Badge radius="full" variant="soft" aria-label={members.length === 1 ? t('members.countOne') : t('members.count', { count: members.length })} className="okr-members-count">
              {members.length}
            </Badge>
          ) : null}
        </Flex>
        {state === 'ready' ? (
          <Button onClick={() => setAdding(true)}>
            <PlusIcon />
            {t('members.add')}
          </Button>
        ) : null}
      </Flex>
      {state === 'loading' ? <LoadingState /> : null}
      {state === 'error' ? <ErrorState message={t('members.loadError')} onRetry={() => void query.refetch()} /> : null}
      {state === 'forbidden' ? (
        <ErrorState message={query.error?.message || t('members.forbidden')} className="okr-state-forbidden" />
      ) : null}
      {state === 'signed-out' ? <ErrorState message={t('members.signedOut')} className="okr-state-signed-out" /> : null}
      {state === 'empty' ? (
        <EmptyState
          title={t('members.empty.title')}
          description={t('members.empty.description')}
          action={
            <Button onClick={() => setAdding(true)}>
              <PlusIcon />
              {t('members.empty.action')}
            </Button>
          }
        />
      ) : null}
      {state === 'ready' ? <MemberRows members={members} onRemove={onRemove} onEditRoles={onEditRoles} /> : null}
      <AddUserDialog open={adding} onOpenChange={setAdding} onUserAdded={onUserAdded} onInvitationSent={onInvitationSent} />
      <RemoveMemberDialog member={removing} onClose={() => setRemoving(null)} onRemoved={onUserRemoved} />
      <MemberRolesDialog member={editing} onClose={() => setEditing(null)} onRoleChanged={onRoleChanged} />
    </Card>
  );
}
