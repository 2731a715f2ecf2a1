import { z } from 'zod';
import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX } from '../admin';
import { emailKinds, outboxStatuses } from '../email';
import { Id, Text, Timestamp } from './common';

// The email outbox as super administrators read it (`/admin/outbox`, api-contract.md "Email").

export const OutboxStatus = z.enum(outboxStatuses);
export const EmailKind = z.enum(emailKinds);

export const OutboxEmail = z.object({
  id: Id,
  to: Text,
  subject: Text,
  kind: EmailKind,
  status: OutboxStatus,
  attempts: z.number().int().min(0),
  lastError: Text.nullable(),
  createdAt: Timestamp,
  sentAt: Timestamp.nullable(),
});
export type OutboxEmail = z.infer<typeof OutboxEmail>;

/** GET /admin/outbox/{id}: the email with its plain-text body. */
export const OutboxEmailDetail = OutboxEmail.extend({ text: Text });
export type OutboxEmailDetail = z.infer<typeof OutboxEmailDetail>;

export const OutboxEmailList = z.object({ items: z.array(OutboxEmail), total: z.number().int().min(0) });
export type OutboxEmailList = z.infer<typeof OutboxEmailList>;

/** `q` matches the recipient (prefix); newest first. */
export const OutboxQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE_DEFAULT),
  q: Text.trim().max(100).optional(),
  status: OutboxStatus.optional(),
});
export type OutboxQuery = z.infer<typeof OutboxQuery>;
