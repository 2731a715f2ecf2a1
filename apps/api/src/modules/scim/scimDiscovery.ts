import { SCIM_MAX_PAGE_SIZE } from '@okr/contract';
import { SCIM_SCHEMAS } from './scimMediaType';

// RFC 7643 §5–7: what this server supports, as the discovery endpoints answer it. Written once here.

const attribute = (name: string, type: string, extra: Record<string, unknown> = {}) => ({
  name,
  type,
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...extra,
});

export function serviceProviderConfig(base: string) {
  return {
    schemas: [SCIM_SCHEMAS.serviceProviderConfig],
    documentationUri: `${base}/ServiceProviderConfig`,
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: SCIM_MAX_PAGE_SIZE },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: true },
    authenticationSchemes: [
      { type: 'oauthbearertoken', name: 'OAuth Bearer Token', description: "A SCIM token created in the organization's settings", primary: true },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${base}/ServiceProviderConfig` },
  };
}

export function resourceTypes(base: string) {
  return [
    { name: 'User', endpoint: '/Users', schema: SCIM_SCHEMAS.user, id: 'User', description: 'A person of the organization' },
    { name: 'Group', endpoint: '/Groups', schema: SCIM_SCHEMAS.group, id: 'Group', description: "A group, mapped in settings to one of the organization's roles" },
  ].map((type) => ({
    schemas: [SCIM_SCHEMAS.resourceType],
    ...type,
    meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/${type.id}` },
  }));
}

export function schemaDocuments(base: string) {
  return [
    {
      id: SCIM_SCHEMAS.user,
      name: 'User',
      description: 'User Account',
      attributes: [
        attribute('userName', 'string', { required: true, uniqueness: 'server' }),
        attribute('name', 'complex', {
          subAttributes: [attribute('givenName', 'string'), attribute('familyName', 'string'), attribute('formatted', 'string')],
        }),
        attribute('displayName', 'string'),
        attribute('externalId', 'string', { caseExact: true }),
        attribute('active', 'boolean'),
        attribute('emails', 'complex', {
          multiValued: true,
          subAttributes: [attribute('value', 'string'), attribute('type', 'string'), attribute('primary', 'boolean')],
        }),
        attribute('groups', 'complex', { multiValued: true, mutability: 'readOnly', subAttributes: [attribute('value', 'string'), attribute('display', 'string')] }),
      ],
    },
    {
      id: SCIM_SCHEMAS.group,
      name: 'Group',
      description: 'Group',
      attributes: [
        attribute('displayName', 'string', { required: true, uniqueness: 'server' }),
        attribute('externalId', 'string', { caseExact: true }),
        attribute('members', 'complex', { multiValued: true, subAttributes: [attribute('value', 'string'), attribute('display', 'string')] }),
      ],
    },
  ].map((schema) => ({
    schemas: [SCIM_SCHEMAS.schema],
    ...schema,
    meta: { resourceType: 'Schema', location: `${base}/Schemas/${schema.id}` },
  }));
}
