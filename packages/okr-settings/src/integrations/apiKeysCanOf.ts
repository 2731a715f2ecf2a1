import { canDo } from '@okr/contract';
import type { ApiKey, EffectivePermissions } from '@okr/contract';
import { apiKeyStatus } from './api';

/** What the caller may do with the organization's API keys; the server decides the same way. */
export interface ApiKeysCan {
  /** Create a key (`settings:create`); it can grant only what the caller holds. */
  create: boolean;
  /** Revoke a key (`settings:delete`); not one already revoked. */
  revoke: (key: Pick<ApiKey, 'revokedAt' | 'expiresAt'>) => boolean;
}

/** The API keys panel's permission answers from the caller's flags; nothing until they are known. */
export function apiKeysCanOf(permissions: EffectivePermissions | null | undefined): ApiKeysCan {
  const mayDelete = canDo(permissions, 'settings', 'delete');
  return {
    create: canDo(permissions, 'settings', 'create'),
    revoke: (key) => mayDelete && apiKeyStatus(key) !== 'revoked',
  };
}
