import type { ColumnType, Expression, Generated, GeneratedAlways, Insertable, Selectable } from 'kysely';
import type {
  AiDocumentKind,
  AiDocumentStatus,
  ConfigOptionKind,
  ConfigScope,
  DeliverableStatus,
  EmailKind,
  NotificationKind,
  EmailLanguage,
  EffectivePermissions,
  InitiativeStatus,
  MembershipType,
  MetricType,
  ObjectiveStatus,
  ObjectiveType,
  OrganizationRoleType,
  OrganizationSize,
  OutboxStatus,
  PermissionDomain,
  Plan,
  RoleCategory,
  RoleType,
  TaskStatus,
  WebhookEventType,
  WebhookMessageType,
} from '@okr/contract';
import type { HttpDeliveryColumns } from './HttpDeliveryColumns';
import type { ChatChannelsTable, ChatDeliveriesTable, ChatDigestWeeksTable } from './chatTables';
import type { MfaChallengesTable, PasskeysTable, RecoveryCodesTable, UserTotpTable } from './mfaTables';
import type { SamlAssertionsTable, SamlRequestsTable, SsoConnectionsTable, SsoDomainsTable, SsoLoginsTable } from './ssoTables';

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
  /** 015: gets the weekly digest (opt-out). */
  weekly_digest: Generated<boolean>;
  /** 015: IANA time zone of the digest's Monday 08:00. */
  time_zone: Generated<string>;
  /** 015: language of the emails no request causes (the digest). */
  language: ColumnType<EmailLanguage, EmailLanguage | undefined, EmailLanguage>;
  /** 025: when the address was proven; null until then. */
  email_verified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** 027: a confirmed authenticator app or a passkey (kept with them; the guard reads it). */
  mfa_enabled: Generated<boolean>;
}

export interface OrganizationsTable {
  id: string;
  name: string;
  website: string | null;
  industry: string | null;
  size: ColumnType<OrganizationSize, OrganizationSize | undefined, OrganizationSize>;
  plan: ColumnType<Plan, Plan | undefined, Plan>;
  /** The monthly AI-credit allowance a super administrator set; null: the plan's default. */
  ai_credits: ColumnType<number | null, number | null | undefined, number | null>;
  /** 027: members without a second factor are refused its routes. */
  require_mfa: Generated<boolean>;
  /** 027: a sign-in through its own SSO counts as the second factor. */
  sso_satisfies_mfa: Generated<boolean>;
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

export interface AuditEventsTable {
  id: string;
  occurred_at: CreatedAt;
  actor_user_id: string | null;
  actor_email: string | null;
  organization_id: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  before: ColumnType<Record<string, unknown> | null, string | null, never>;
  after: ColumnType<Record<string, unknown> | null, string | null, never>;
  ip: string | null;
  actor_type: Generated<'user' | 'api_key' | 'scim'>;
  actor_api_key_id: string | null;
  actor_name: string | null;
  /** 024: the SCIM token that acted when `actor_type` is 'scim'. */
  actor_scim_token_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** 024: a SCIM bearer token of an organization, its secret only as a SHA-256 hash. */
export interface ScimTokensTable {
  id: string;
  seq: Seq;
  organization_id: string;
  prefix: string;
  secret_hash: string;
  created_by: string | null;
  created_at: CreatedAt;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

/** 024: the SCIM face of a provisioned member (`active` is the membership's own flag). */
export interface ScimUsersTable {
  organization_id: string;
  user_id: string;
  seq: Seq;
  user_name: string;
  external_id: string | null;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** 024: a group the identity provider pushed, mapped (or not yet) to one of the organization's roles. */
export interface ScimGroupsTable {
  id: string;
  organization_id: string;
  seq: Seq;
  display_name: string;
  external_id: string | null;
  role_id: string | null;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ScimGroupMembersTable {
  group_id: string;
  organization_id: string;
  user_id: string;
}

/** An API key: its secret only as a SHA-256 hash; `permissions` as api-contract.md's flag map. */
export interface ApiKeysTable {
  id: string;
  seq: Seq;
  organization_id: string;
  name: string;
  prefix: string;
  secret_hash: string;
  permissions: ColumnType<EffectivePermissions, string, string>;
  created_by: string | null;
  created_by_name: string;
  created_at: CreatedAt;
  last_used_at: Date | null;
  expires_at: Date | null;
  revoked_at: Date | null;
}

/** An email of the outbox (api-contract.md "Email"); the queue's columns are jobs/JobQueue's. */
export interface EmailOutboxTable {
  id: string;
  kind: EmailKind;
  to_address: string;
  language: EmailLanguage;
  subject: string;
  text_body: string;
  html_body: string;
  message_id: string;
  link: string | null;
  organization_id: string | null;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  lease_until: Date | null;
  last_error: string | null;
  created_at: CreatedAt;
  sent_at: Date | null;
  /** 015: the one-click unsubscribe URL (List-Unsubscribe), for the digest. */
  list_unsubscribe: ColumnType<string | null, string | null | undefined, string | null>;
}

/** 015: one row per user and ISO week whose digest was decided (sent, or nothing to say). */
export interface WeeklyDigestsTable {
  user_id: string;
  week: string;
  item_count: number;
  email_id: string | null;
  created_at: CreatedAt;
}

/** A webhook endpoint: its signing secret only encrypted (modules/webhooks/webhookSecret.ts). */
export interface WebhooksTable {
  id: string;
  seq: Seq;
  organization_id: string;
  url: string;
  events: ColumnType<WebhookEventType[], string, string>;
  description: string | null;
  enabled: Generated<boolean>;
  secret_encrypted: string;
  language: EmailLanguage;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
  last_delivery_at: Date | null;
  consecutive_failures: Generated<number>;
}

/** One event for one endpoint (api-contract.md "Webhooks"); the queue's columns are jobs/JobQueue's. */
export interface WebhookDeliveriesTable extends HttpDeliveryColumns {
  webhook_id: string;
  event_id: string;
  event_type: WebhookMessageType;
}

export interface PasswordResetsTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

/** 025: a link of "verify your email" or "confirm your new email" (only its hash). */
export interface EmailTokensTable {
  id: string;
  user_id: string;
  purpose: 'verify' | 'change';
  new_email: string | null;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

/** 025: what GET /auth/sessions shows of a sign-in (refresh-token family). */
export interface AuthSessionsTable {
  family_id: string;
  user_id: string;
  method: 'password' | 'sso' | 'passkey' | 'mfa';
  ip: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
  last_used_at: ColumnType<Date, Date | undefined, Date>;
  /** 027: the organization whose single sign-on made the sign-in (it may count as its second factor). */
  sso_organization_id: ColumnType<string | null, string | null | undefined, never>;
}

/** An invitation to an organization (api-contract.md "Invitations"). */
export interface InvitationsTable {
  id: string;
  seq: Seq;
  organization_id: string;
  email: string;
  role_type: OrganizationRoleType;
  status: 'pending' | 'accepted' | 'revoked' | 'expired';
  invited_by: string | null;
  invited_by_name: string;
  language: EmailLanguage;
  created_at: CreatedAt;
  expires_at: Date;
  last_sent_at: ColumnType<Date, Date | undefined, Date>;
  accepted_at: Date | null;
  accepted_by: string | null;
}

/** Every link sent for an invitation, by the SHA-256 of its token; a resend replaces the previous one. */
export interface InvitationLinksTable {
  token_hash: string;
  invitation_id: string;
  created_at: CreatedAt;
  replaced_at: Date | null;
}

export interface AiDocumentsTable {
  id: string;
  organization_id: string;
  title: string;
  status: ColumnType<AiDocumentStatus, AiDocumentStatus | undefined, AiDocumentStatus>;
  error: string | null;
  kind: AiDocumentKind;
  mime_type: string;
  size_bytes: number;
  sha256: string;
  page_count: number | null;
  chunk_count: Generated<number>;
  attempts: Generated<number>;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** The bytes of an upload waiting for extraction, in parts (removed once it is ready or failed). */
export interface AiDocumentUploadsTable {
  document_id: string;
  part: number;
  organization_id: string;
  /** Inserted as `decode(base64, 'base64')` (see uploadBytes.ts); never updated. */
  bytes: ColumnType<Uint8Array, Uint8Array | Expression<Uint8Array>, never>;
}

export interface AiChunksTable {
  id: string;
  organization_id: string;
  document_id: string;
  ordinal: number;
  page: number | null;
  heading: string | null;
  document_title: string;
  body: string;
  /** Generated by the database (weighted title, heading, body); never written. */
  tsv_en: ColumnType<string, never, never>;
  tsv_es: ColumnType<string, never, never>;
  /** The chunk's embedding (float32, little-endian) by `embedding_model`, when embeddings are configured (017). */
  embedding: ColumnType<Buffer | null, Buffer | null | undefined, Buffer | null>;
  embedding_model: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AiLexemeStatsTable {
  organization_id: string;
  config: 'en' | 'es';
  lexeme: string;
  /** Chunks of the organization holding the lexeme. */
  df: number;
}

export interface AiCreditUsageTable {
  organization_id: string;
  /** First day of the calendar month (UTC), `YYYY-MM-01`. */
  month: ColumnType<Date, string, string>;
  used: number;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  message: string;
  ip: string | null;
  created_at: CreatedAt;
}

// 004_okr. `seq` is the insertion order (identity), the key of paged lists; dates are `YYYY-MM-DD` text.

/** Never written by the code. */
type Seq = ColumnType<number, never, never>;

/** Migration 018: an organization's cycles (inclusive `YYYY-MM-DD` bounds); closed while `closed_at` is set. */
export interface PeriodsTable {
  id: string;
  organization_id: string;
  name: string;
  start_date: string;
  end_date: string;
  closed_at: Date | null;
  created_at: CreatedAt;
}

/** Migration 018: the answer of a rollover per Idempotency-Key. */
export interface PeriodRolloversTable {
  organization_id: string;
  idempotency_key: string;
  request: string;
  response: string;
  created_at: CreatedAt;
}

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
  /** Migration 018: the period it belongs to. */
  period_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 018: the objective it was rolled over from. */
  rolled_over_from_id: ColumnType<string | null, string | null | undefined, string | null>;
  start_date: string | null;
  end_date: string | null;
  /** Migration 021: `start_date` / `end_date` as days (the at-risk rule's), kept by the database. */
  start_day: GeneratedAlways<Date | null>;
  end_day: GeneratedAlways<Date | null>;
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
  /** Migration 021: `due_date` as a day (the at-risk rule's), kept by the database. */
  due_day: GeneratedAlways<Date | null>;
  /** The day it is at risk from ('-infinity': every day; null: never), kept by migration 023's triggers. */
  at_risk_from: GeneratedAlways<Date | null>;
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

/** Migration 028: a comment on exactly one objective, key result or initiative; a reply names its thread. */
export interface CommentsTable {
  id: string;
  organization_id: string;
  seq: Seq;
  objective_id: string | null;
  key_result_id: string | null;
  initiative_id: string | null;
  parent_id: string | null;
  author_id: string | null;
  /** The author's name when written (kept if the account goes). */
  author_name: string;
  body: string;
  created_at: CreatedAt;
  edited_at: Date | null;
  deleted_at: Date | null;
}

/** Migration 028: who a comment mentions (readers of the item only); `notified_at` for the notifications to come. */
export interface CommentMentionsTable {
  comment_id: string;
  user_id: string;
  organization_id: string;
  created_at: CreatedAt;
  notified_at: Date | null;
}

/** Migration 030: one person told of something in one organization; `seq` the stream's monotonic id. */
export interface NotificationsTable {
  id: string;
  seq: ColumnType<string, never, never>;
  user_id: string;
  organization_id: string;
  kind: NotificationKind;
  actor_id: string | null;
  comment_id: string | null;
  title: string;
  href: string;
  created_at: CreatedAt;
  read_at: Date | null;
}

/** Migration 030: a kind the user changed (absent: `defaultNotificationPreference`). */
export interface NotificationPreferencesTable {
  user_id: string;
  kind: NotificationKind;
  in_app: boolean;
  email: boolean;
}

/** Migration 030: when each user was last sent the mentions email. */
export interface MentionEmailBatchesTable {
  user_id: string;
  sent_at: Date;
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
  audit_events: AuditEventsTable;
  ai_documents: AiDocumentsTable;
  ai_document_uploads: AiDocumentUploadsTable;
  ai_chunks: AiChunksTable;
  ai_credit_usage: AiCreditUsageTable;
  ai_lexeme_stats: AiLexemeStatsTable;
  contact_messages: ContactMessagesTable;
  objectives: ObjectivesTable;
  key_results: KeyResultsTable;
  check_ins: CheckInsTable;
  initiatives: InitiativesTable;
  initiative_objectives: InitiativeObjectivesTable;
  initiative_key_results: InitiativeKeyResultsTable;
  tasks: TasksTable;
  config_options: ConfigOptionsTable;
  api_keys: ApiKeysTable;
  email_outbox: EmailOutboxTable;
  password_resets: PasswordResetsTable;
  email_tokens: EmailTokensTable;
  auth_sessions: AuthSessionsTable;
  invitations: InvitationsTable;
  invitation_links: InvitationLinksTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  weekly_digests: WeeklyDigestsTable;
  periods: PeriodsTable;
  period_rollovers: PeriodRolloversTable;
  sso_connections: SsoConnectionsTable;
  sso_domains: SsoDomainsTable;
  sso_logins: SsoLoginsTable;
  scim_tokens: ScimTokensTable;
  scim_users: ScimUsersTable;
  scim_groups: ScimGroupsTable;
  scim_group_members: ScimGroupMembersTable;
  saml_requests: SamlRequestsTable;
  saml_assertions: SamlAssertionsTable;
  user_totp: UserTotpTable;
  recovery_codes: RecoveryCodesTable;
  passkeys: PasskeysTable;
  mfa_challenges: MfaChallengesTable;
  comments: CommentsTable;
  comment_mentions: CommentMentionsTable;
  chat_channels: ChatChannelsTable;
  chat_deliveries: ChatDeliveriesTable;
  chat_digest_weeks: ChatDigestWeeksTable;
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  mention_email_batches: MentionEmailBatchesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type OrganizationRow = Selectable<OrganizationsTable>;
export type RoleRow = Selectable<RolesTable>;
export type ObjectiveRow = Selectable<ObjectivesTable>;
export type PeriodRow = Selectable<PeriodsTable>;
export type KeyResultRow = Selectable<KeyResultsTable>;
export type CheckInRow = Selectable<CheckInsTable>;
export type InitiativeRow = Selectable<InitiativesTable>;
export type TaskRow = Selectable<TasksTable>;
export type ConfigOptionRow = Selectable<ConfigOptionsTable>;
export type AiDocumentRow = Selectable<AiDocumentsTable>;
