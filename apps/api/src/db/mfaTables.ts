import type { ColumnType } from 'kysely';

// Row types of migration 027 (second factors), apart so the shared Database.ts only lists them.

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface UserTotpTable {
  user_id: string;
  /** AES-256-GCM sealed base32 secret (lib/SecretBox); never answered after enrolment. */
  secret_sealed: string;
  confirmed_at: Date | null;
  /** The RFC 6238 time step of the last code accepted: a code of that step or before is refused. */
  last_step: ColumnType<string | number | null, string | number | null | undefined, string | number | null>;
  created_at: CreatedAt;
}

export interface RecoveryCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  created_at: CreatedAt;
  used_at: Date | null;
}

export interface PasskeysTable {
  id: string;
  user_id: string;
  /** The credential id, base64url. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** bigint: pg answers a string. */
  counter: ColumnType<string | number, string | number | undefined, string | number>;
  /** jsonb: sent as JSON text. */
  transports: ColumnType<string[], string, string>;
  name: string;
  created_at: CreatedAt;
  last_used_at: Date | null;
}

export interface MfaChallengesTable {
  id: string;
  user_id: string | null;
  purpose: 'login' | 'passkey_register' | 'passkey_login';
  token_hash: string;
  first_method: 'password' | 'sso' | null;
  sso_organization_id: string | null;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}
