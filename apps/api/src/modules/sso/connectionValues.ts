import type { SsoConnectionRow } from '../../db/ssoTables';

/** The stored values of a connection, whatever its protocol (what PUT writes). */
export type ConnectionValues = Pick<
  SsoConnectionRow,
  'issuer' | 'client_id' | 'client_secret_sealed' | 'saml_metadata_url' | 'default_role_type' | 'enforced'
> & { protocol: 'oidc' | 'saml'; metadata: string; allow_idp_initiated: boolean };
