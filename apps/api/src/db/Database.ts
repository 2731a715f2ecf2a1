import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type {
  ConfigOptionKind,
  ConfigScope,
  DeliverableStatus,
  InitiativeStatus,
  MembershipType,
  MetricType,
  ObjectiveStatus,
  ObjectiveType,
  OrganizationSize,
  PermissionDomain,
  Plan,
  RoleCategory,
  RoleType,
  TaskStatus,
} from '@okr/contract';

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

// 004_okr. `seq` is the insertion order (identity), the key of paged lists; dates are `YYYY-MM-DD` text.

/** Never written by the code. */
type Seq = ColumnType<number, never, never>;

export interface ObjectivesTable {
  id: string;
  organization_id: string;
  seq: Seq;
  title: string;
  description: string | null;
  type: ObjectiveType;
  impact_category: string | null;
  operational_area: string | null;
  strategic_axis: string | null;
  status: ObjectiveStatus;
  owner_id: string | null;
  parent_objective_id: string | null;
  start_date: string | null;
  end_date: string | null;
  progress: Generated<number>;
  key_result_count: Generated<number>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface KeyResultsTable {
  id: string;
  organization_id: string;
  objective_id: string;
  seq: Seq;
  title: string;
  description: string | null;
  metric_type: MetricType;
  start_value: number;
  target_value: number;
  current_value: number;
  unit: string | null;
  weight: number;
  deliverable_status: DeliverableStatus;
  owner_id: string | null;
  due_date: string | null;
  progress: number;
  confidence: number | null;
  last_check_in_at: Date | null;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CheckInsTable {
  id: string;
  organization_id: string;
  key_result_id: string;
  seq: Seq;
  value: number;
  confidence: number;
  note: string | null;
  author_id: string | null;
  created_at: CreatedAt;
}

export interface InitiativesTable {
  id: string;
  organization_id: string;
  seq: Seq;
  name: string;
  description: string | null;
  status: InitiativeStatus;
  owner_id: string | null;
  start_date: string | null;
  end_date: string | null;
  progress: Generated<number>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface InitiativeObjectivesTable {
  organization_id: string;
  initiative_id: string;
  objective_id: string;
}

export interface InitiativeKeyResultsTable {
  organization_id: string;
  initiative_id: string;
  key_result_id: string;
}

export interface TasksTable {
  id: string;
  organization_id: string;
  initiative_id: string;
  seq: Seq;
  title: string;
  description: string | null;
  status: TaskStatus;
  assignee_id: string | null;
  due_date: string | null;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ConfigOptionsTable {
  id: string;
  /** Null for the Global options. */
  organization_id: string | null;
  kind: ConfigOptionKind;
  scope: ConfigScope;
  value: string;
  position: Generated<number>;
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
  objectives: ObjectivesTable;
  key_results: KeyResultsTable;
  check_ins: CheckInsTable;
  initiatives: InitiativesTable;
  initiative_objectives: InitiativeObjectivesTable;
  initiative_key_results: InitiativeKeyResultsTable;
  tasks: TasksTable;
  config_options: ConfigOptionsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type OrganizationRow = Selectable<OrganizationsTable>;
export type RoleRow = Selectable<RolesTable>;
export type ObjectiveRow = Selectable<ObjectivesTable>;
export type KeyResultRow = Selectable<KeyResultsTable>;
export type CheckInRow = Selectable<CheckInsTable>;
export type InitiativeRow = Selectable<InitiativesTable>;
export type TaskRow = Selectable<TasksTable>;
export type ConfigOptionRow = Selectable<ConfigOptionsTable>;
