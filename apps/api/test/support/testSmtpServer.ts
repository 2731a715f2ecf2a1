import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { accountEmailCopy } from '../../src/modules/auth/accountEmailCopy';

export interface ReceivedMail {
  envelopeTo: string[];
  envelopeFrom: string;
  from: string;
  to: string;
  subject: string;
  messageId: string;
  language: string | undefined;
  text: string;
  html: string;
  contentType: string;
  /** The List-Unsubscribe header's URL, when the email has one (the weekly digest). */
  listUnsubscribe: string | undefined;
}

const verificationSubjects = new Set(
  (['en', 'es'] as const).map((language) => accountEmailCopy.verify[language]({ name: '', link: '' }).subject),
);

/** The "verify your email" message every sign-up without an invitation sends. */
export const isSignUpVerification = (mail: Pick<ReceivedMail, 'subject'>) => verificationSubjects.has(mail.subject);

export interface TestSmtpOptions {
  /** Messages accepted but not recorded: a test about other emails skips sign-up's verification (`isSignUpVerification`). */
  ignore?: (mail: ReceivedMail) => boolean;
}

/**
 * A real SMTP server on loopback for the tests (smtp-server + mailparser): what it received,
 * a switch to refuse messages with a temporary error, and stop/start on the same port (down, then
 * back) so a sender's retries meet the real thing.
 */
export async function startTestSmtpServer(port = 0, { ignore }: TestSmtpOptions = {}) {
  const received: ReceivedMail[] = [];
  let refusing = false;
  let server: SMTPServer | null = null;

  const listen = async (onPort: number) => {
    server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        if (refusing) {
          stream.resume();
          stream.on('end', () => {
            const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
            callback(error);
          });
          return;
        }
        simpleParser(stream)
          .then((mail) => {
            const message: ReceivedMail = {
              envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              from: mail.from?.text ?? '',
              to: Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? ''),
              subject: mail.subject ?? '',
              messageId: mail.messageId ?? '',
              language: mail.headers.get('content-language') as string | undefined,
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              contentType: (mail.headers.get('content-type') as { value: string } | undefined)?.value ?? '',
              // mailparser gathers the List-* headers under `list`.
              listUnsubscribe: (mail.headers.get('list') as { unsubscribe?: { url?: string } } | undefined)?.unsubscribe?.url,
            };
            if (!ignore?.(message)) received.push(message);
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((done) => server!.listen(onPort, '127.0.0.1', done));
    return (server.server.address() as AddressInfo).port;
  };

  const boundPort = await listen(port);
  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    port: boundPort,
    received,
    refuse: (value: boolean) => {
      refusing = value;
    },
    /** Closes the server: connections to its port are refused until `start()`. */
    stop: () => new Promise<void>((done) => (server ? server.close(() => done()) : done())),
    start: () => listen(boundPort),
    /** The messages to an address, waiting up to `timeoutMs` for at least `count`. */
    async waitFor(to: string, count = 1, timeoutMs = 15_000): Promise<ReceivedMail[]> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mails = received.filter((mail) => mail.envelopeTo.includes(to));
        if (mails.length >= count || Date.now() > deadline) return mails;
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}
