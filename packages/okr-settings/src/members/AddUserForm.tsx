import { Button, Callout, Flex, Select, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { organizationRoleTypes } from '@okr/contract';
import type { Invitation, OrganizationRoleType, UserSearchResult } from '@okr/contract';
import { FormField, getErrorMessage, useApiClient, useDebouncedValue, useSessionStore, useToast, useTranslation } from '@okr/core';
import { membersCatalogs } from '../lib/catalogs/membersCatalogs';
import { isValidEmail, userSearchQuery } from './api';
import type { MemberAdditions } from './useMemberAdditions';
import { InviteeCard } from './InviteeCard';
import { SelectedUser } from './SelectedUser';
import { UserSearchResults } from './UserSearchResults';

export interface AddUserFormProps {
  onCancel: () => void;
  onAdded: (user: UserSearchResult, roleType: OrganizationRoleType) => void;
  /** After the server accepted an invitation of an address nobody has (the invitations list is invalidated). */
  onInvited: (invitation: Invitation) => void;
  /** The members hook's `add` and `invite` (one path for the list and its dialog). */
  additions: MemberAdditions;
}

/** Spec §9: the role picker defaults to Editor and never offers SuperAdmin. */
export const DEFAULT_ROLE: OrganizationRoleType = 'Editor';

export function AddUserForm({ onCancel, onAdded, onInvited, additions }: AddUserFormProps) {
  const t = useTranslation(membersCatalogs);
  const api = useApiClient();
  const toast = useToast();
  const orgId = useSessionStore((s) => s.organization?.id ?? null);
  const [email, setEmail] = useState('');
  const [selected, setSelected] = useState<UserSearchResult | null>(null);
  /** The address to invite instead, once the search found nobody and the person chose to invite. */
  const [invitee, setInvitee] = useState<string | null>(null);
  const [roleType, setRoleType] = useState<OrganizationRoleType>(DEFAULT_ROLE);
  const roleLabelId = useId();

  const trimmed = email.trim();
  const valid = isValidEmail(trimmed);
  const searchFor = useDebouncedValue(trimmed, 250);
  const search = useQuery(userSearchQuery(api, orgId, searchFor, selected === null && invitee === null));
  const { add, invite } = additions;

  const searchError = search.isError ? getErrorMessage(search.error, t('addUser.searchError')) : undefined;
  useEffect(() => {
    if (searchError) toast.error(searchError);
  }, [searchError, search.errorUpdatedAt, toast]);

  const showInvalid = trimmed.length > 0 && !valid;
  const settled = searchFor === trimmed;
  const status = !valid
    ? 'idle'
    : !settled || search.isFetching
      ? 'searching'
      : search.isError
        ? 'error'
        : search.data
          ? 'done'
          : 'idle';

  const canAdd = selected !== null && valid && !add.isPending;
  const canInvite = invitee !== null && !invite.isPending;
  const sendInvitation = (email: string) => {
    invite.run(
      { email, roleType },
      {
        onSuccess: (invitation) => {
          toast.success(t('addUser.invite.success', { email: invitation.email }));
          onInvited(invitation);
        },
        // The server says why (already a member, already invited, not allowed): its words, as they are.
        onError: (error) => toast.error(getErrorMessage(error, t('addUser.invite.error'))),
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invitee !== null) {
      if (canInvite) sendInvitation(invitee);
      return;
    }
    if (!selected || !canAdd) return;
    add.run(
      { userId: selected.id, roleType },
      {
        onSuccess: (answer) => {
          toast.success(answer.message || t('addUser.success'));
          onAdded(selected, roleType);
        },
        onError: (error) => toast.error(getErrorMessage(error, t('addUser.error'))),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="okr-add-user-form">
      <Flex direction="column" gap="3">
        {selected ? (
          <SelectedUser user={selected} onClear={() => setSelected(null)} />
        ) : invitee !== null ? (
          <InviteeCard email={invitee} onClear={() => setInvitee(null)} />
        ) : (
          <>
            <FormField
              label={t('addUser.email.label')}
              type="email"
              autoComplete="off"
              placeholder={t('addUser.email.placeholder')}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={showInvalid ? t('addUser.email.invalid') : undefined}
              autoFocus
            />
            {showInvalid ? (
              <Callout.Root color="amber" highContrast size="1" role="status">
                <Callout.Text>{t('addUser.email.warning')}</Callout.Text>
              </Callout.Root>
            ) : null}
            <UserSearchResults
              status={status}
              email={trimmed}
              users={search.data ?? []}
              errorMessage={searchError}
              onSelect={setSelected}
              onInvite={setInvitee}
            />
          </>
        )}
        {selected || invitee !== null ? (
          <Flex direction="column" gap="1">
            <Text as="label" id={roleLabelId} size="2" weight="medium">
              {t('addUser.role.label')}
            </Text>
            <Select.Root value={roleType} onValueChange={(value) => setRoleType(value as OrganizationRoleType)}>
              <Select.Trigger aria-labelledby={roleLabelId} />
              <Select.Content position="popper">
                {organizationRoleTypes.map((type) => (
                  <Select.Item key={type} value={type}>
                    {type}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Flex>
        ) : null}
        <Flex gap="3" justify="end" mt="2">
          <Button type="button" variant="soft" color="gray" onClick={onCancel}>
            {t('addUser.cancel')}
          </Button>
          {invitee !== null ? (
            <Button type="submit" disabled={!canInvite} loading={invite.isPending}>
              {invite.isPending ? t('addUser.invite.pending') : t('addUser.invite.submit')}
            </Button>
          ) : (
            <Button type="submit" disabled={!canAdd} loading={add.isPending}>
              {add.isPending ? t('addUser.pending') : t('addUser.submit')}
            </Button>
          )}
        </Flex>
      </Flex>
    </form>
  );
}
