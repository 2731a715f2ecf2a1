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
 * Queues an email as the API writes its outbox row: `queued`, no attempt yet, in the db's clock.
 * The mocks have no sender, so a row stays queued until a seed or a test says otherwise. Every
 * flow that sends email (password reset, invitations) goes through here.
 */
export function queueEmail(db: MockDb, input: QueueEmailInput): OutboxEmailRecord {
  return db.outbox.insert({
    id: db.nextId('email'),
    to: input.to,
    subject: input.subject,
    kind: input.kind,
    status: 'queued',
    attempts: 0,
    lastError: null,
    createdAt: db.now(),
    sentAt: null,
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
