import { queryKeys } from '@okr/core';
import type { OrgId } from '@okr/core';

/** The assistant's query keys, under the organization's own (`['org', orgId, ...]`): a switch never mixes them. */
export const assistantKeys = {
  documents: (orgId: OrgId) => [...queryKeys.organization(orgId), 'ai-documents'] as const,
  credits: (orgId: OrgId) => [...queryKeys.organization(orgId), 'ai-credits'] as const,
};
