import { useQuery } from '@tanstack/react-query';
import type { ApiKey, CreateApiKeyRequest, CreateApiKeyResponse } from '@okr/contract';
import type { ApiError } from '@okr/core';
import { asIs, panelActionOf } from '../lib/panels/panelAction';
import type { PanelAction } from '../lib/panels/panelAction';
import { useCallerPanel } from '../lib/panels/useCallerPanel';
import { apiKeysQuery, useCreateApiKey, useRevokeApiKey } from './api';
import { apiKeysCanOf } from './apiKeysCanOf';
import type { ApiKeysCan } from './apiKeysCanOf';
import { useIntegrationList } from './useIntegrationList';
import type { IntegrationState } from './useIntegrationList';

export interface ApiKeysModel {
  /** The panel's `data-state`: a panel's words, or `locked` on the Free plan (show the plan notice). */
  state: IntegrationState;
  /** Every key, revoked and expired ones too; empty until loaded. */
  keys: ApiKey[];
  /** The failure behind `error` or `forbidden`, else null. */
  error: ApiError | null;
  can: ApiKeysCan;
  /**
   * `POST .../api-keys`: the result carries the key and its secret, which the server shows this once;
   * the hook keeps no copy (show it from `onSuccess`, then forget it).
   */
  create: PanelAction<CreateApiKeyRequest, CreateApiKeyResponse>;
  /** `DELETE .../api-keys/{keyId}`: refused from the next request on. */
  revoke: PanelAction<ApiKey, ApiKey>;
  retry: () => void;
}

/** The organization's API keys (Pro and Enterprise) without a view. */
export function useApiKeys(): ApiKeysModel {
  const { api, orgId, can } = useCallerPanel(apiKeysCanOf);
  const list = useIntegrationList(useQuery(apiKeysQuery(api, orgId)));
  const create = useCreateApiKey(orgId);
  const revoke = useRevokeApiKey(orgId);
  return {
    state: list.state,
    keys: list.items,
    error: list.error,
    can,
    create: panelActionOf(create, asIs<CreateApiKeyRequest>),
    revoke: panelActionOf(revoke, asIs<ApiKey>),
    retry: list.retry,
  };
}
