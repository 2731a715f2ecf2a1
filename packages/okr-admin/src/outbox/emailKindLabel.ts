import type { EmailKind } from '@okr/contract';
import type { AdminMessageKey } from '../lib/adminCatalogs';

/** What caused an email, in the admin's words. */
export const emailKindLabel: Record<EmailKind, AdminMessageKey> = {
  invitation: 'admin.outbox.kind.invitation',
  password_reset: 'admin.outbox.kind.password_reset',
  webhook_disabled: 'admin.outbox.kind.webhook_disabled',
  weekly_digest: 'admin.outbox.kind.weekly_digest',
  email_verification: 'admin.outbox.kind.email_verification',
  email_change: 'admin.outbox.kind.email_change',
  account_notice: 'admin.outbox.kind.account_notice',
  mention_digest: 'admin.outbox.kind.mention_digest',
};
