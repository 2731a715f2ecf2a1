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
  const id = randomUUID();
  const { subject, text, html } = renderEmail(email.content, email.language);
  const host = new URL(appUrl).hostname || 'localhost';
  await db
    .insertInto('email_outbox')
    .values({
      id,
      kind: email.kind,
      to_address: email.to,
      language: email.language,
      subject,
      text_body: text,
      html_body: html,
      message_id: `<${id}@${host}>`,
      link: email.content.action.url,
      organization_id: email.organizationId ?? null,
    })
    .execute();
  return id;
}
