import type { CommentTarget, NotificationKind } from '@okr/contract';
import type {
  SessionMethod,
  SamlCertificate,
  ApiKey,
  ScimToken,
  Webhook,
  WebhookDelivery,
  ChatChannel,
  ChatMessageType,
  AuditEvent,
  CheckIn,
  ConfigOption,
  Initiative,
  Invitation,
  KeyResult,
  MembershipType,
  EmailLanguage,
  Objective,
  Organization,
  OutboxEmailDetail,
  Role,
  RolePermission,
  Task,
  OrganizationRoleType,
} from '@okr/contract';

// Rows of the model. Where the wire already has a shape, the row IS that shape (plus what only
// the server knows), so answers are projections of rows, never a second hand-written type.

export interface UserRecord {
  id: string;
  email: string;
  /** Plain text: these are fixtures, never real credentials. */
  password: string;
  firstName: string;
  lastName: string;
  isOnboardingComplete: boolean;
  /** Gets the weekly digest (opt-out). */
  weeklyDigest: boolean;
  /** IANA time zone of the digest's Monday 08:00. */
  timeZone: string;
  /** The address was proven (a link, single sign-on, an invitation, the demo seed). */
  emailVerified: boolean;
  isActive: boolean;
  /** The organization the user last switched to: the server-side "current organization". */
  lastOrganizationId: string | null;
  createdAt: string;
}

export interface OrganizationRecord extends Organization {
  /** The monthly AI-credit allowance a super administrator set; null: the plan's default. */
  aiCredits: number | null;
}

/** An audit entry, as the API answers it (api-contract.md "Audit events"). */
export type AuditEventRecord = AuditEvent;

export interface MembershipRecord {
  id: string;
  userId: string;
  organizationId: string;
  membershipType: MembershipType;
  isActive: boolean;
  joinedAt: string;
}

export type RoleRecord = Role;

/** A role held by a user; the role row carries its organization (null for SuperAdmin). */
export interface UserRoleRecord {
  id: string;
  userId: string;
  roleId: string;
}

export type RolePermissionRecord = RolePermission;

/**
 * One refresh token of a sign-in (its family, like the API's `refresh_tokens`). Refresh rotates
 * within a family; reuse past the grace window revokes the family. Access tokens are JWTs naming
 * the family (`sid`), so they live and die with it and are never stored.
 */
export interface SessionRecord {
  id: string;
  userId: string;
  familyId: string;
  refreshToken: string;
  /** Set when the refresh token was exchanged; presenting it again is a reuse. */
  rotatedAt: string | null;
  revoked: boolean;
  /** When this token was issued (a family's first is its sign-in, its newest its last use). */
  createdAt: string;
  /** How the family's sign-in was made, and the user agent of the request that issued this token. */
  method: SessionMethod;
  userAgent: string | null;
}

/** A message of the public contact form (`POST /contact`). */
export interface ContactMessageRecord {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: string;
}

/** An email of the outbox (api-contract.md "Email"): the admin detail's shape plus its language. */
export interface OutboxEmailRecord extends OutboxEmailDetail {
  language: EmailLanguage;
}

/**
 * A password-reset link. The API keeps only the token's hash; the mocks keep the token itself
 * (fixtures, never real secrets), so a story can seed a link and a test can follow one.
 */
/** An invitation (api-contract.md "Invitations"): the wire shape as stored, `expired` computed (db/invitations.ts). */
export interface InvitationRecord extends Omit<Invitation, 'status'> {
  status: 'pending' | 'accepted' | 'revoked' | 'expired';
  language: EmailLanguage;
  lastSentAt: string;
}

/** Every link sent for an invitation; a resend replaces the previous one (it then answers 410). */
export interface InvitationLinkRecord {
  id: string;
  token: string;
  invitationId: string;
  replacedAt: string | null;
}

/** A link of "verify your email" or "confirm your new email" (api-contract.md "My account"). */
export interface EmailTokenRecord {
  id: string;
  userId: string;
  purpose: 'verify' | 'change';
  /** The address to change to (purpose `change`). */
  newEmail: string | null;
  token: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface PasswordResetRecord {
  id: string;
  userId: string;
  token: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

// The OKR resources: the wire shapes, with the derived fields kept up to date by db/okr.ts
// (progress and counts computed with the contract's maths, as the API stores them).

/** A period as the API stores it: `closed` while closed explicitly; the wire status is computed (`toPeriod`). */
export interface PeriodRecord {
  id: string;
  organizationId: string;
  name: string;
  startDate: string;
  endDate: string;
  closed: boolean;
}

/** An objective; a copy made by a roll-over remembers its original (shown only by the detail, as `rolledOverFrom`). */
export type ObjectiveRecord = Objective & { rolledOverFromId?: string | null };
export type KeyResultRecord = KeyResult;
export type CheckInRecord = CheckIn;
/** An initiative without what its tasks decide (progress, attention, counts: see `toInitiative`). */
export type InitiativeRecord = Omit<Initiative, 'progress' | 'needsAttention' | 'taskCounts'>;
export type TaskRecord = Task;
export interface ConfigOptionRecord extends ConfigOption {
  /** The spec's order for Global options. */
  position: number;
}

/** An API key as the mocks keep it: the answer's fields, its organization and its secret's stand-in. */
export interface ApiKeyRecord extends ApiKey {
  organizationId: string;
}

/** A SCIM token as the mocks keep it: the answer's fields and its organization (no secret is kept). */
export interface ScimTokenRecord extends ScimToken {
  organizationId: string;
}

/** A group an identity provider pushed by SCIM: its members' user ids and the role it maps to. */
export interface ScimGroupRecord {
  id: string;
  organizationId: string;
  displayName: string;
  externalId: string | null;
  roleId: string | null;
  memberIds: string[];
}

/** A webhook endpoint as the mocks keep it: the answer's fields and its organization (no secret is kept). */
export interface WebhookRecord extends Webhook {
  organizationId: string;
}

/** A Slack or Teams channel as the mocks keep it: the answer's fields and its organization. */
export interface ChatChannelRecord extends ChatChannel {
  organizationId: string;
}

/** A message queued for a channel; the mocks never call out, so it stays queued (a story reads how many). */
export interface ChatMessageRecord {
  id: string;
  channelId: string;
  type: ChatMessageType;
  createdAt: string;
}

/** A delivery of an event to an endpoint; the mocks never call out, so a new one stays `pending`. */
export interface WebhookDeliveryRecord extends WebhookDelivery {
  webhookId: string;
}

/** One domain of a connection: its token (the TXT record's value) and whether it was verified. */
export interface SsoDomainRecord {
  domain: string;
  token: string;
  verified: boolean;
}

/** What a mocked SAML connection keeps of the IdP's metadata. */
export interface SamlIdpRecord {
  idpEntityId: string;
  idpSsoUrl: string;
  idpCertificates: SamlCertificate[];
  idpMetadataUrl: string | null;
  allowIdpInitiated: boolean;
}

/** An organization's connection; `id` is the organization's id (one connection each). */
export interface SsoConnectionRecord {
  id: string;
  /** Absent: OpenID Connect (the records made before SAML). */
  protocol?: 'oidc' | 'saml';
  /** OIDC: the issuer; SAML: the IdP's entity id. */
  issuer: string;
  /** OIDC only ('' for SAML). */
  clientId: string;
  /** Plain text: a fixture; the API keeps it encrypted and never answers it. */
  clientSecret: string;
  domains: SsoDomainRecord[];
  defaultRoleType: OrganizationRoleType;
  enforced: boolean;
  /** SAML: what the IdP's metadata said. */
  saml?: SamlIdpRecord;
}

/** A comment as the mocks keep it: the wire fields, its organization and item, and who it mentions (readers only). */
export interface CommentRecord {
  id: string;
  organizationId: string;
  target: CommentTarget;
  targetId: string;
  parentId: string | null;
  authorId: string;
  authorName: string;
  body: string;
  mentionIds: string[];
  createdAt: string;
  editedAt: string | null;
  deletedAt: string | null;
}

/** A notification of one person in one organization; `seq` the stream's monotonic id. */
export interface NotificationRecord {
  id: string;
  seq: number;
  userId: string;
  organizationId: string;
  kind: NotificationKind;
  actorId: string | null;
  title: string;
  href: string;
  createdAt: string;
  readAt: string | null;
}

/** A kind the user changed (id `<userId>:<kind>`); absent, `defaultNotificationPreference`. */
export interface NotificationPreferenceRecord {
  id: string;
  inApp: boolean;
  email: boolean;
}
