import { randomUUID } from 'node:crypto';
import type { EmailKind, EmailLanguage } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import type { EmailContent } from './emailTemplates';
import { renderEmail } from './emailTemplates';

export interface QueuedEmail {
  kind: EmailKind;
  to: string;
  language: EmailLanguage;
  content: EmailContent;
  organizationId?: string | null;
}

/**
 * Writes an email to the outbox. Pass the transaction of what causes it: the email exists if and
 * only if that change committed. The Message-ID is fixed here, so every delivery attempt carries
 * the same one. Call `emailSenderOf(app).kick()` after the commit to send it at once.
 */
export async function enqueueEmail(db: Kysely<Database>, email: QueuedEmail, appUrl: string): Promise<string> {
  const { subject, text, html } = renderEmail(email.content, email.language);
  return insertOutboxEmail(db, { ...email, subject, text, html, link: email.content.action.url }, appUrl);
}

/** An email written by its own renderer (the weekly digest's list of items). */
export interface RenderedEmail extends Omit<QueuedEmail, 'content'> {
  subject: string;
  text: string;
  html: string;
  /** The main link, for the log line of the embedded default. */
  link: string | null;
  /** One-click unsubscribe URL (RFC 8058), sent as List-Unsubscribe. */
  listUnsubscribe?: string | null;
}

/** Writes an already rendered email to the outbox, like `enqueueEmail` (same transaction rule, fixed Message-ID). */
export async function insertOutboxEmail(db: Kysely<Database>, email: RenderedEmail, appUrl: string): Promise<string> {
  const id = randomUUID();
  const host = new URL(appUrl).hostname || 'localhost';
  await db
    .insertInto('email_outbox')
    .values({
      id,
      kind: email.kind,
      to_address: email.to,
      language: email.language,
      subject: email.subject,
      text_body: email.text,
      html_body: email.html,
      message_id: `<${id}@${host}>`,
      link: email.link,
      organization_id: email.organizationId ?? null,
      list_unsubscribe: email.listUnsubscribe ?? null,
    })
    .execute();
  return id;
}
