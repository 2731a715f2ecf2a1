import { Text } from '@okr/contract/schemas';
import { z } from 'zod';

// What `/scim/v2` declares in the OpenAPI document. Bodies are RFC 7643 resources whose attribute
// names are case-insensitive: the handlers read and check them (scimUserState, scimGroupState).

const integer = z.coerce.number().int().min(-2_147_483_648).max(2_147_483_647);

export const ScimListQuery = z.object({
  filter: Text.max(1000).optional().describe('RFC 7644 §3.4.2.2; `eq` on userName, externalId, emails.value (Users) or displayName, externalId (Groups), joined by `and`'),
  startIndex: integer.optional().describe('1-based'),
  count: integer.optional().describe('At most 100 (ServiceProviderConfig `filter.maxResults`)'),
  attributes: Text.max(1000).optional(),
  excludedAttributes: Text.max(1000).optional().describe('`members` leaves the members out of Groups'),
});
export type ScimListQuery = z.infer<typeof ScimListQuery>;

export const ScimGetQuery = ScimListQuery.pick({ attributes: true, excludedAttributes: true });

export const ScimResourceBody = z.looseObject({ schemas: z.array(Text.max(200)).max(10).optional() }).describe('A SCIM resource or PatchOp message (application/scim+json or application/json)');

export const ScimUserParams = z.strictObject({ userId: Text.max(64) });
export const ScimGroupParams = z.strictObject({ groupId: Text.max(64) });
export const ScimDocumentParams = z.strictObject({ documentId: Text.max(200) });
