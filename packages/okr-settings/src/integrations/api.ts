import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKeysPaths } from '@okr/contract';
import type { ApiKey, CreateApiKeyRequest, CreateApiKeyResponse } from '@okr/contract';
import { listQueryDefaults, useApiClient } from '@okr/core';
import type { ApiClient, OrgId } from '@okr/core';

/** Cache keys of an organization's integrations, organization id first (a switch never shows another's). */
export const integrationKeys = {
  apiKeys: (orgId: OrgId) => ['org', orgId, 'api-keys'] as const,
  webhooks: (orgId: OrgId) => ['org', orgId, 'webhooks'] as const,
  deliveries: (orgId: OrgId, webhookId: string) => ['org', orgId, 'webhooks', webhookId, 'deliveries'] as const,
};

/** `GET /organizations/{id}/api-keys`: the first page (200 keys) is every key a team keeps. */
export function apiKeysQuery(api: ApiClient, orgId: OrgId) {
  return queryOptions({
    queryKey: integrationKeys.apiKeys(orgId),
    queryFn: () => api.get<ApiKey[]>(apiKeysPaths.list(orgId ?? ''), { params: { limit: 200 } }),
    enabled: orgId !== null,
    ...listQueryDefaults,
  });
}

/** `POST /organizations/{id}/api-keys`: answers the key and its secret, shown this once. */
export function useCreateApiKey(orgId: OrgId) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyRequest) => api.post<CreateApiKeyResponse>(apiKeysPaths.list(orgId ?? ''), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.apiKeys(orgId) }),
  });
}

/** `DELETE /organizations/{id}/api-keys/{keyId}`: refused from the next request on. */
export function useRevokeApiKey(orgId: OrgId) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: ApiKey) => api.delete<void>(apiKeysPaths.byId(orgId ?? '', key.id)).then(() => key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.apiKeys(orgId) }),
  });
}

/** What a key's row says of it: revoked and expired keys are refused, the others work. */
export function apiKeyStatus(key: Pick<ApiKey, 'revokedAt' | 'expiresAt'>, now = Date.now()): 'active' | 'expired' | 'revoked' {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && Date.parse(key.expiresAt) <= now) return 'expired';
  return 'active';
}
