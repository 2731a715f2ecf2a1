import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { MembershipType, OrganizationSize, PermissionDomain, Plan, RoleCategory, RoleType } from '@okr/contract';

// Row types of the tables created by the migrations (snake_case, as in SQL). Timestamps are
// `timestamptz`; both drivers (pg and PGlite) hand them back as Date objects.

/** Set by the database on insert, never updated. */
type CreatedAt = ColumnType<Date, Date | undefined, never>;
/** Set by the database on insert, updated by the code. */
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  is_onboarding_complete: Generated<boolean>;
  is_active: Generated<boolean>;
  current_organization_id: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface OrganizationsTable {
  id: string;
  name: string;
  website: string | null;
  industry: string | null;
  size: ColumnType<OrganizationSize, OrganizationSize | undefined, OrganizationSize>;
  plan: ColumnType<Plan, Plan | undefined, Plan>;
  ai_credits: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface RolesTable {
  id: string;
  name: string;
  description: string | null;
  role_type: RoleType;
  category: RoleCategory;
  /** Null only for the global SuperAdmin role. */
  organization_id: string | null;
  created_at: CreatedAt;
}

export interface UserRolesTable {
  user_id: string;
  role_id: string;
}

export interface OrganizationMembersTable {
  id: string;
  organization_id: string;
  user_id: string;
  membership_type: MembershipType;
  is_active: Generated<boolean>;
  joined_at: CreatedAt;
}

export interface RolePermissionsTable {
  id: string;
  role_id: string;
  domain_name: PermissionDomain;
  can_create: boolean;
  can_read: boolean;
  can_update: boolean;
  can_delete: boolean;
}

export interface RefreshTokensTable {
  id: string;
  /** Every token rotated from one sign-in shares the family of that sign-in. */
  family_id: string;
  user_id: string;
  /** sha256 of the token; the token itself is never stored. */
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
  created_at: CreatedAt;
}

export interface RateLimitsTable {
  key: string;
  window_start: Date;
  count: number;
}

export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: CreatedAt;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  message: string;
  ip: string | null;
  created_at: CreatedAt;
}

export interface Database {
  users: UsersTable;
  organizations: OrganizationsTable;
  roles: RolesTable;
  user_roles: UserRolesTable;
  organization_members: OrganizationMembersTable;
  role_permissions: RolePermissionsTable;
  refresh_tokens: RefreshTokensTable;
  rate_limits: RateLimitsTable;
  app_secrets: AppSecretsTable;
  contact_messages: ContactMessagesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type OrganizationRow = Selectable<OrganizationsTable>;
export type RoleRow = Selectable<RolesTable>;
