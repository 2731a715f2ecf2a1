import { ACCESS_TOKEN_TTL_SECONDS } from '@okr/contract';
import { Table } from './Table';
import { globalConfigOptions } from './globalConfigOptions';
import type {
  ApiKeyRecord,
  ScimGroupRecord,
  ScimTokenRecord,
  WebhookDeliveryRecord,
  WebhookRecord,
  ChatChannelRecord,
  ChatMessageRecord,
  AuditEventRecord,
  ContactMessageRecord,
  CheckInRecord,
  CommentRecord,
  NotificationRecord,
  NotificationPreferenceRecord,
  ConfigOptionRecord,
  InitiativeRecord,
  KeyResultRecord,
  ObjectiveRecord,
  PeriodRecord,
  TaskRecord,
  MembershipRecord,
  OrganizationRecord,
  OutboxEmailRecord,
  InvitationLinkRecord,
  InvitationRecord,
  PasswordResetRecord,
  EmailTokenRecord,
  RolePermissionRecord,
  RoleRecord,
  SessionRecord,
  UserRecord,
  SsoConnectionRecord,
  UserRoleRecord,
} from './records';

/** api-contract.md: a refresh token presented again this soon after its rotation is not reuse. */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

/** The session settings of a db, as the API's configuration has them. */
export interface MockDbSettings {
  /** Lifetime of issued access tokens (15 minutes, like the API). */
  accessTokenTtlSeconds: number;
  /** Reuse grace window of refresh tokens; 0 turns it off. */
  refreshReuseGraceSeconds: number;
}

/**
 * The in-memory model of the API that every handler reads and writes. One collection per
 * resource of api-contract.md; later resources (objectives, key results, check-ins,
 * initiatives, tasks, config options, AI documents) join as further `Table`s typed by their
 * contract schemas, with their rules in helpers beside the existing ones.
 */
export interface MockDb {
  users: Table<UserRecord>;
  organizations: Table<OrganizationRecord>;
  memberships: Table<MembershipRecord>;
  roles: Table<RoleRecord>;
  userRoles: Table<UserRoleRecord>;
  rolePermissions: Table<RolePermissionRecord>;
  sessions: Table<SessionRecord>;
  auditEvents: Table<AuditEventRecord>;
  contactMessages: Table<ContactMessageRecord>;
  /** Every email the API would send, in the order queued (api-contract.md "Email"). */
  outbox: Table<OutboxEmailRecord>;
  passwordResets: Table<PasswordResetRecord>;
  emailTokens: Table<EmailTokenRecord>;
  invitations: Table<InvitationRecord>;
  invitationLinks: Table<InvitationLinkRecord>;
  /** Periods (api-contract.md "Cycles and roll-over"): every organization starts with this year's and next year's quarters. */
  periods: Table<PeriodRecord>;
  objectives: Table<ObjectiveRecord>;
  keyResults: Table<KeyResultRecord>;
  checkIns: Table<CheckInRecord>;
  initiatives: Table<InitiativeRecord>;
  tasks: Table<TaskRecord>;
  /** The Global options (the spec's enumerations) are in every db, like the API's migration puts them. */
  configOptions: Table<ConfigOptionRecord>;
  apiKeys: Table<ApiKeyRecord>;
  /** SCIM tokens and the groups SCIM pushed (api-contract.md "SCIM 2.0 provisioning"). */
  scimTokens: Table<ScimTokenRecord>;
  scimGroups: Table<ScimGroupRecord>;
  /** Comments on objectives, key results and initiatives (api-contract.md "Comments, mentions, notifications"). */
  comments: Table<CommentRecord>;
  notifications: Table<NotificationRecord>;
  notificationPreferences: Table<NotificationPreferenceRecord>;
  webhooks: Table<WebhookRecord>;
  webhookDeliveries: Table<WebhookDeliveryRecord>;
  /** Slack and Teams channels (api-contract.md "Chat: Slack and Microsoft Teams") and the messages queued for them. */
  chatChannels: Table<ChatChannelRecord>;
  chatMessages: Table<ChatMessageRecord>;
  /** Single sign-on connections, one per organization (`id` is the organization's). */
  ssoConnections: Table<SsoConnectionRecord>;
  /** The DNS the TXT check reads: TXT values by domain (a story or test publishes a record here). */
  ssoTxtRecords: Map<string, string[]>;
  settings: MockDbSettings;
  /** A new id, unique within this db and readable in a story (`org-3`). */
  nextId: (prefix: string) => string;
  /** The clock of this db, as an ISO timestamp. */
  now: () => string;
}

/** Fills a fresh db: the demo data by default, or a story's or test's own. */
export type MockSeed = (db: MockDb) => void;

export interface CreateMockDbOptions extends Partial<MockDbSettings> {
  /** Fixed clock for deterministic answers; defaults to the real time. */
  now?: () => string;
}

export function createEmptyMockDb(options: CreateMockDbOptions = {}): MockDb {
  let counter = 0;
  return {
    users: new Table(),
    organizations: new Table(),
    memberships: new Table(),
    roles: new Table(),
    userRoles: new Table(),
    rolePermissions: new Table(),
    sessions: new Table(),
    auditEvents: new Table(),
    contactMessages: new Table(),
    outbox: new Table(),
    passwordResets: new Table(),
    emailTokens: new Table(),
    invitations: new Table(),
    invitationLinks: new Table(),
    periods: new Table(),
    objectives: new Table(),
    keyResults: new Table(),
    checkIns: new Table(),
    initiatives: new Table(),
    tasks: new Table(),
    configOptions: new Table(globalConfigOptions()),
    apiKeys: new Table(),
    scimTokens: new Table(),
    scimGroups: new Table(),
    comments: new Table(),
    notifications: new Table(),
    notificationPreferences: new Table(),
    webhooks: new Table(),
    webhookDeliveries: new Table(),
    chatChannels: new Table(),
    chatMessages: new Table(),
    ssoConnections: new Table(),
    ssoTxtRecords: new Map(),
    settings: {
      accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? ACCESS_TOKEN_TTL_SECONDS,
      refreshReuseGraceSeconds: options.refreshReuseGraceSeconds ?? REFRESH_REUSE_GRACE_SECONDS,
    },
    nextId: (prefix) => `${prefix}-${++counter}`,
    now: options.now ?? (() => new Date().toISOString()),
  };
}
