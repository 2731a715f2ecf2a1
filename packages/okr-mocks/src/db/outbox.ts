import type { EmailKind, EmailLanguage } from '@okr/contract';
import type { MockDb } from './MockDb';
import type { OutboxEmailRecord } from './records';

export interface QueueEmailInput {
  to: string;
  subject: string;
  kind: EmailKind;
  /** The plain-text body, links written out in full. */
  text: string;
  language?: EmailLanguage;
}

/**
 * Writes an email as the API's embedded default (no `SMTP_URL`) leaves its outbox row: delivered to
 * the log at once, so `sent` after one attempt, in the db's clock. Seeds set other states by hand.
 * Every flow that sends email (password reset, invitations) goes through here.
 */
export function queueEmail(db: MockDb, input: QueueEmailInput): OutboxEmailRecord {
  const queuedAt = db.now();
  return db.outbox.insert({
    id: db.nextId('email'),
    to: input.to,
    subject: input.subject,
    kind: input.kind,
    status: 'sent',
    attempts: 1,
    lastError: null,
    createdAt: queuedAt,
    sentAt: queuedAt,
    text: input.text,
    language: input.language ?? 'en',
  });
}

/**
 * The product's address in links (the API's `APP_URL`): the page's own origin in a browser, so a
 * link in a story's or the mocked host's outbox opens there.
 */
export function mockAppUrl(): string {
  const origin = typeof globalThis.location === 'object' ? globalThis.location.origin : undefined;
  return origin && origin !== 'null' ? origin : 'http://localhost:3000';
}
