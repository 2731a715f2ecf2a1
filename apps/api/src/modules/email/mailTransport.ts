import { createTransport } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  language: string;
  link: string | null;
  /** One-click unsubscribe URL (the weekly digest): List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  listUnsubscribe?: string | null;
}

/** Where emails go: an SMTP server (`SMTP_URL`), or nowhere but the outbox and the log (the embedded default). */
export interface MailTransport {
  readonly kind: 'smtp' | 'log';
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/** The one place the server talks SMTP: nodemailer, with time limits so a stuck server never holds a claim. */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const options: SMTPTransport.Options = { url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
  const transporter = createTransport(options);
  return {
    kind: 'smtp',
    async send(email) {
      await transporter.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: email.messageId,
        headers: {
          'Content-Language': email.language,
          'Auto-Submitted': 'auto-generated',
          ...(email.listUnsubscribe && { 'List-Unsubscribe': `<${email.listUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }),
        },
      });
    },
    close: () => transporter.close(),
  };
}

/** No SMTP configured: the email stays readable in `/admin/outbox`, and one line says it exists. */
export function logTransport(log: FastifyBaseLogger): MailTransport {
  return {
    kind: 'log',
    async send(email) {
      log.info({ to: email.to, messageId: email.messageId, link: email.link }, `email "${email.subject}" (no SMTP_URL: read it in /admin/outbox)`);
    },
    close: () => undefined,
  };
}
