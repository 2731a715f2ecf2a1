import { z } from 'zod';
import { API_KEY_NAME_MAX } from '../apiKeys';
import { Id, Text, Timestamp } from './common';
import { Permissions } from './roles';

// API keys (api-contract.md "API keys"). The secret never travels again after its creation.

export const ApiKey = z.object({
  id: Id,
  name: Text,
  /** The secret's first characters (`okr_` and 4 more), to tell keys apart. */
  prefix: Text,
  permissions: Permissions,
  createdBy: z.object({ id: Id.nullable(), fullName: Text }),
  createdAt: Timestamp,
  lastUsedAt: Timestamp.nullable(),
  expiresAt: Timestamp.nullable(),
  revokedAt: Timestamp.nullable(),
});
export type ApiKey = z.infer<typeof ApiKey>;

export const CreateApiKeyRequest = z.strictObject({
  name: Text.trim().min(1, 'Name is required').max(API_KEY_NAME_MAX),
  permissions: Permissions,
  expiresAt: Timestamp.optional(),
});
export type CreateApiKeyRequest = z.infer<typeof CreateApiKeyRequest>;

/** 201: the key and its secret, shown this once. */
export const CreateApiKeyResponse = z.object({ apiKey: ApiKey, secret: Text });
export type CreateApiKeyResponse = z.infer<typeof CreateApiKeyResponse>;

export const ApiKeyParams = z.strictObject({ id: Id, keyId: Id });
export type ApiKeyParams = z.infer<typeof ApiKeyParams>;
