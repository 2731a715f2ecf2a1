import type { ColumnType, Generated } from 'kysely';
import type { OrganizationRoleType } from '@okr/contract';

// Row types of migration 019 (single sign-on), apart so the shared Database.ts only lists them.

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface SsoConnectionsTable {
  organization_id: string;
  issuer: string;
  client_id: string;
  /** AES-256-GCM sealed (lib/SecretBox); never answered. */
  client_secret_sealed: string;
  /** The issuer's discovery document as fetched at the last save (jsonb: sent as JSON text). */
  metadata: ColumnType<Record<string, unknown>, string, string>;
  default_role_type: OrganizationRoleType;
  enforced: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

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
