import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AuditEvent, CreateScimTokenResponse, ScimGroup, ScimToken } from '@okr/contract';
import { getErrorMessage, panelStateOf, useApiClient, useSessionStore, useToast, useTranslation } from '@okr/core';
import type { PanelState } from '@okr/core';
import { directoryCatalogs } from '../lib/catalogs/directoryCatalogs';
import { isListedRole, rolesQuery } from '../lib/roleQueries';
import { scimEventsQuery, scimGroupsQuery, scimTokensQuery, useCreateScimToken, useRevokeScimToken, useSetScimGroupRole } from './api';
import { scimBaseUrl } from './scimBaseUrl';

export type DirectorySyncState = PanelState | 'locked';

export interface DirectorySyncCounts {
  activeTokens: number;
  groups: number;
  /** People counted once per group they are in. */
  groupMembers: number;
  /** Every SCIM event of the organization, not only those shown. */
  events: number;
}

/** Everything the DirectorySync view shows and every action it offers: plain values and callbacks. */
export interface DirectorySyncModel {
  state: DirectorySyncState;
  tokens: ScimToken[];
  groups: ScimGroup[];
  /** The roles a group may map to (Application and Custom). */
  roles: { id: string; name: string }[];
  events: AuditEvent[];
  eventsState: 'loading' | 'ready' | 'error';
  counts: DirectorySyncCounts;
  /** `{API_URL}/scim/v2`, when the client's address tells it. */
  baseUrl: string | null;
  /** The token just created, its secret shown this once; null once dismissed. */
  created: CreateScimTokenResponse | null;
  creating: boolean;
  onCreateToken: () => void;
  onDismissCreated: () => void;
  /** The token whose revocation is being confirmed. */
  revoking: ScimToken | null;
  revokePending: boolean;
  onAskRevoke: (token: ScimToken) => void;
  onCancelRevoke: () => void;
  onConfirmRevoke: () => void;
  /** The group whose role is being saved. */
  savingGroupId: string | null;
  onSetGroupRole: (group: ScimGroup, roleId: string | null) => void;
  onRetry: () => void;
}

export interface UseDirectorySyncOptions {
  onTokenCreated?: (token: ScimToken) => void;
  onTokenRevoked?: (token: ScimToken) => void;
  onGroupRoleChanged?: (group: ScimGroup) => void;
}

/** The directory sync panel's data and actions (api-contract.md "SCIM 2.0 provisioning"); Enterprise only. */
export function useDirectorySync({ onTokenCreated, onTokenRevoked, onGroupRoleChanged }: UseDirectorySyncOptions = {}): DirectorySyncModel {
  const t = useTranslation(directoryCatalogs);
  const api = useApiClient();
  const toast = useToast();
  const organization = useSessionStore((s) => s.organization);
  const orgId = organization?.id ?? null;
  const locked = organization !== null && organization.plan !== 'Enterprise';
  const tokens = useQuery(scimTokensQuery(api, orgId, !locked));
  const groups = useQuery(scimGroupsQuery(api, orgId, !locked));
  const events = useQuery(scimEventsQuery(api, orgId, !locked));
  const roles = useQuery({ ...rolesQuery(api, orgId), enabled: orgId !== null && !locked });
  const create = useCreateScimToken(orgId);
  const revoke = useRevokeScimToken(orgId);
  const setRole = useSetScimGroupRole(orgId);
  const [created, setCreated] = useState<CreateScimTokenResponse | null>(null);
  const [revoking, setRevoking] = useState<ScimToken | null>(null);

  // Empty only when known to be: the events settled too (a failed events call is no proof of nothing).
  const loaded = tokens.data !== undefined && groups.data !== undefined && (events.data !== undefined || events.isError);
  const state: DirectorySyncState = locked
    ? 'locked'
    : panelStateOf({
        hasData: loaded,
        isEmpty: tokens.data?.length === 0 && groups.data?.length === 0 && events.data?.total === 0,
        error: tokens.error ?? groups.error,
      });
  const tokenList = tokens.data ?? [];
  const groupList = groups.data ?? [];

  return {
    state,
    tokens: tokenList,
    groups: groupList,
    roles: (roles.data ?? []).filter(isListedRole).map((role) => ({ id: role.id, name: role.name })),
    events: events.data?.items ?? [],
    eventsState: events.data ? 'ready' : events.isError ? 'error' : 'loading',
    counts: {
      activeTokens: tokenList.filter((token) => !token.revokedAt).length,
      groups: groupList.length,
      groupMembers: groupList.reduce((sum, group) => sum + group.memberCount, 0),
      events: events.data?.total ?? 0,
    },
    baseUrl: scimBaseUrl(api),
    created,
    creating: create.isPending,
    onCreateToken: () => {
      if (create.isPending) return;
      create.mutate(undefined, {
        onSuccess: (answer) => {
          setCreated(answer);
          onTokenCreated?.(answer.token);
        },
        onError: (error) => toast.error(getErrorMessage(error, t('directory.error.create'))),
      });
    },
    onDismissCreated: () => setCreated(null),
    revoking,
    revokePending: revoke.isPending,
    onAskRevoke: setRevoking,
    onCancelRevoke: () => setRevoking(null),
    onConfirmRevoke: () => {
      if (!revoking || revoke.isPending) return;
      revoke.mutate(revoking, {
        onSuccess: (token) => {
          toast.success(t('directory.revoke.done', { prefix: token.prefix }));
          onTokenRevoked?.(token);
          setRevoking(null);
        },
        onError: (error) => {
          toast.error(getErrorMessage(error, t('directory.error.revoke')));
          setRevoking(null);
        },
      });
    },
    savingGroupId: setRole.isPending ? (setRole.variables?.groupId ?? null) : null,
    onSetGroupRole: (group, roleId) =>
      setRole.mutate(
        { groupId: group.id, roleId },
        {
          onSuccess: (saved) => {
            toast.success(saved.role ? t('directory.groups.saved', { group: saved.displayName, role: saved.role.name }) : t('directory.groups.savedDefault', { group: saved.displayName }));
            onGroupRoleChanged?.(saved);
          },
          onError: (error) => toast.error(getErrorMessage(error, t('directory.error.groupRole'))),
        },
      ),
    onRetry: () => {
      void tokens.refetch();
      void groups.refetch();
      void events.refetch();
    },
  };
}
