import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** An email as the test's SMTP server received it. */
export interface ReceivedEmail {
  to: string[];
  from: string;
  subject: string;
  messageId: string;
  language: string | null;
  text: string;
  html: string;
  receivedAt: string;
}

/**
 * A real SMTP server on loopback (no TLS, no auth: the product's SMTP client speaks to it like to
 * any relay) and a small HTTP endpoint the journeys read what it received from, since journeys run
 * in another process than the global setup that owns the server.
 */
export async function startMailbox(): Promise<{ smtpUrl: string; mailboxUrl: string; close(): Promise<void> }> {
  const received: ReceivedEmail[] = [];
  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: mail.subject ?? '',
            messageId: mail.messageId ?? '',
            language: (mail.headers.get('content-language') as string | undefined) ?? null,
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            receivedAt: new Date().toISOString(),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((done) => smtp.listen(0, '127.0.0.1', done));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const http: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://mailbox');
    const to = url.searchParams.get('to')?.toLowerCase();
    const list = to ? received.filter((email) => email.to.includes(to)) : received;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(list));
  });
  await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
  const httpPort = (http.address() as AddressInfo).port;

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    mailboxUrl: `http://127.0.0.1:${httpPort}`,
    close: async () => {
      await new Promise<void>((done) => http.close(() => done()));
      await new Promise<void>((done) => smtp.close(done));
    },
  };
}

/** Waits for the next email to `to` whose subject matches, after `since` (ISO time), and returns it. */
export async function waitForEmail(
  mailboxUrl: string,
  to: string,
  { subject, since, timeoutMs = 20_000 }: { subject?: RegExp; since?: string; timeoutMs?: number } = {},
): Promise<ReceivedEmail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${mailboxUrl}/messages?to=${encodeURIComponent(to)}`);
    const emails = (await response.json()) as ReceivedEmail[];
    const match = emails.find((email) => (!since || email.receivedAt >= since) && (!subject || subject.test(email.subject)));
    if (match) return match;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No email to ${to}${subject ? ` matching ${subject}` : ''} arrived within ${timeoutMs} ms`);
}

/** The first link of an email's text that starts with `prefix` (e.g. `${baseUrl}/invite/`). */
export function linkIn(email: ReceivedEmail, prefix: string): string {
  const at = email.text.indexOf(prefix);
  if (at < 0) throw new Error(`No link starting with ${prefix} in the email "${email.subject}"`);
  return email.text.slice(at).split(/\s/)[0] ?? '';
}
