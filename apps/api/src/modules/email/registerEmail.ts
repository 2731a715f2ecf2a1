import type { FastifyInstance } from 'fastify';
import { EmailSender } from './EmailSender';
import { logTransport, smtpTransport } from './mailTransport';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers the email outbox (SMTP_URL, else the log); `kick()` after a commit that queued one. */
    emailSender: EmailSender;
  }
}

/** The app's email sender: started when the app is ready, stopped (waiting for a send under way) on close. */
export function registerEmail(app: FastifyInstance): void {
  const { config, db, log } = app;
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom ?? 'OKR <no-reply@localhost>') : logTransport(log);
  const sender = new EmailSender(db, transport, log);
  app.decorate('emailSender', sender);
  app.addHook('onReady', async () => {
    sender.start();
    app.log.info(transport.kind === 'smtp' ? 'emails: delivered by SMTP (SMTP_URL)' : 'emails: no SMTP_URL, kept in the outbox (/admin/outbox) and logged');
  });
  app.addHook('onClose', () => sender.stop());
}
