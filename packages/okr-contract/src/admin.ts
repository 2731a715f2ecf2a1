import { scimAuditActions } from './scim';

/**
 * The dotted names of audit entries (api-contract.md "Audit events"). Documents are recorded by
 * the assistant's upload and delete (`document.uploaded`, `document.deleted`).
 * Wrapped in a call marked pure: the spread would otherwise keep the whole list in every UI bundle.
 */
export const auditActions = /* @__PURE__ */ (() =>
  [
    'auth.login',
    'auth.login_failed',
    'auth.refresh_reused',
    'member.added',
    'member.removed',
    'member.roles_updated',
    'role.created',
    'role.updated',
    'role.deleted',
    'permission.created',
    'permission.updated',
    'permission.deleted',
    'organization.updated',
    'organization.deleted',
    'organization.plan_updated',
    'user.deactivated',
    'user.reactivated',
    'document.uploaded',
    'document.deleted',
    'invitation.created',
    'invitation.resent',
    'invitation.revoked',
    'invitation.accepted',
    'auth.password_reset',
    'api_key.created',
    'api_key.revoked',
    'webhook.created',
    'webhook.updated',
    'webhook.deleted',
    'chat_channel.created',
    'chat_channel.updated',
    'chat_channel.deleted',
    'period.created',
    'period.updated',
    'period.deleted',
    'period.rolled_over',
    'sso.configured',
    'sso.deleted',
    'sso.domain_verified',
    'auth.sso_login',
  ...scimAuditActions,
    'auth.password_changed',
    'auth.email_change_requested',
    'auth.email_changed',
    'auth.email_verified',
    'auth.session_revoked',
    'auth.mfa_enrolled',
    'auth.mfa_disabled',
    'auth.recovery_code_used',
    'auth.recovery_codes_regenerated',
    'auth.passkey_added',
    'auth.passkey_removed',
    'comment.created',
    'comment.updated',
    'comment.deleted',
  ] as const)();
export type AuditAction = (typeof auditActions)[number];

/** Admin lists: `?pageSize=` at most this (api-contract.md). */
export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_PAGE_SIZE_DEFAULT = 25;

/** `?sort=` of the admin lists: a field, `-` in front for descending. */
export const adminOrganizationSorts = ['name', '-name', 'plan', '-plan', 'members', '-members', 'createdAt', '-createdAt'] as const;
export type AdminOrganizationSort = (typeof adminOrganizationSorts)[number];
export const adminUserSorts = ['name', '-name', 'email', '-email', 'createdAt', '-createdAt'] as const;
export type AdminUserSort = (typeof adminUserSorts)[number];
export const auditEventSorts = ['createdAt', '-createdAt'] as const;
export type AuditEventSort = (typeof auditEventSorts)[number];
