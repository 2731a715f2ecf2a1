import type { ColumnType, Generated, Selectable } from 'kysely';
import type { OrganizationRoleType, SsoProtocol } from '@okr/contract';

// Row types of migration 019 (single sign-on), apart so the shared Database.ts only lists them.

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface SsoConnectionsTable {
  organization_id: string;
  /** Migration 026: oidc | saml. */
  protocol: ColumnType<SsoProtocol, SsoProtocol | undefined, SsoProtocol>;
  /** OIDC: the issuer; SAML: the IdP's entity id. */
  issuer: string;
  /** OIDC only (null for SAML). */
  client_id: string | null;
  /** AES-256-GCM sealed (lib/SecretBox); never answered. OIDC only (null for SAML). */
  client_secret_sealed: string | null;
  /** SAML: where the IdP metadata was fetched from; null when pasted (and for OIDC). */
  saml_metadata_url: string | null;
  /** SAML: accept responses that answer no AuthnRequest of ours. */
  allow_idp_initiated: Generated<boolean>;
  /** OIDC: the issuer's discovery document as fetched at the last save; SAML: the IdP's metadata as parsed (`SamlIdp`). jsonb: sent as JSON text. */
  metadata: ColumnType<Record<string, unknown>, string, string>;
  default_role_type: OrganizationRoleType;
  enforced: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

/** A connection as read. */
export type SsoConnectionRow = Selectable<SsoConnectionsTable>;

export interface SsoDomainsTable {
  domain: string;
  organization_id: string;
  token: string;
  /** The order the connection lists its domains in. */
  position: number;
  verified_at: Date | null;
  created_at: CreatedAt;
}

export interface SsoLoginsTable {
  state_hash: string;
  organization_id: string;
  nonce: string;
  code_verifier: string;
  expires_at: Date;
  created_at: CreatedAt;
}

/** Migration 026: an AuthnRequest id we sent, until its response spends it. */
export interface SamlRequestsTable {
  id: string;
  organization_id: string;
  expires_at: Date;
  created_at: CreatedAt;
}

/** Migration 026: an assertion id accepted once. */
export interface SamlAssertionsTable {
  organization_id: string;
  assertion_id: string;
  expires_at: Date;
  created_at: CreatedAt;
}
