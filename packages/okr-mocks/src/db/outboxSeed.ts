import type { MockDb } from './MockDb';
import { passwordResetLink } from './passwordResets';
import type { OutboxEmailRecord } from './records';

/** Fixed ids of `seedOutbox`'s emails, for stories and tests that open one. */
export const outboxSeedIds = {
  resetSent: 'email-reset-sent',
  invitationQueued: 'email-invitation-queued',
  invitationRetrying: 'email-invitation-retrying',
  invitationFailed: 'email-invitation-failed',
  webhookSent: 'email-webhook-sent',
  digestSent: 'email-digest-sent',
} as const;

const at = (minutesAgo: number) => new Date(Date.parse('2026-03-02T09:00:00.000Z') - minutesAgo * 60_000).toISOString();

type SeedEmail = Omit<OutboxEmailRecord, 'createdAt' | 'sentAt'> & { minutesAgo: number; sentMinutesAgo?: number };

const emails: SeedEmail[] = [
  {
    id: outboxSeedIds.digestSent,
    minutesAgo: 4320,
    sentMinutesAgo: 4319,
    to: 'editor@demo.okr',
    subject: 'Tu semana en Acme Corp: 3 resultados clave necesitan atención',
    kind: 'weekly_digest',
    status: 'sent',
    attempts: 1,
    lastError: null,
    language: 'es',
    text: 'Hola Eddie:\n\nEsta semana 3 resultados clave de Acme Corp necesitan atención.\n\nÁbrelos en https://okr.example/app/objectives',
  },
  {
    id: outboxSeedIds.webhookSent,
    minutesAgo: 1500,
    sentMinutesAgo: 1499,
    to: 'admin@demo.okr',
    subject: 'A webhook of Acme Corp was turned off',
    kind: 'webhook_disabled',
    status: 'sent',
    attempts: 1,
    lastError: null,
    language: 'en',
    text: 'Hello Ada,\n\nThe webhook https://hooks.partner.example/okr failed for 24 hours and was turned off.\n\nTurn it on again in the settings: https://okr.example/app/settings?tab=webhooks',
  },
  {
    id: outboxSeedIds.invitationFailed,
    minutesAgo: 1450,
    to: 'maria.fernanda.gonzalez-rodriguez@a-very-long-company-domain.example',
    subject: 'Ada Admin invited you to Acme Corp',
    kind: 'invitation',
    status: 'failed',
    attempts: 14,
    lastError: '550 5.1.1 <maria.fernanda.gonzalez-rodriguez@a-very-long-company-domain.example>: Recipient address rejected: User unknown in virtual mailbox table',
    language: 'en',
    text: 'Hello,\n\nAda Admin invited you to join Acme Corp as an Editor.\n\nAccept the invitation: https://okr.example/invite/seed-invitation-token\n\nThe link expires in 7 days.',
  },
  {
    id: outboxSeedIds.invitationRetrying,
    minutesAgo: 90,
    to: 'grace@navy.example',
    subject: 'Ada Admin invited you to Globex',
    kind: 'invitation',
    status: 'queued',
    attempts: 3,
    lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
    language: 'en',
    text: 'Hello,\n\nAda Admin invited you to join Globex as a Viewer.\n\nAccept the invitation: https://okr.example/invite/seed-invitation-token-2\n\nThe link expires in 7 days.',
  },
  {
    id: outboxSeedIds.resetSent,
    minutesAgo: 30,
    sentMinutesAgo: 30,
    to: 'viewer@demo.okr',
    subject: 'Reset your OKR password',
    kind: 'password_reset',
    status: 'sent',
    attempts: 1,
    lastError: null,
    language: 'en',
    text: `Hello Vera,\n\nSomeone asked to reset the password of your OKR account. To choose a new one, open this link:\n\n${passwordResetLink('seed-reset-token')}\n\nThe link works once, for 60 minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
  },
  {
    id: outboxSeedIds.invitationQueued,
    minutesAgo: 1,
    to: 'new.hire@example.com',
    subject: 'Ada Admin te invitó a Acme Corp',
    kind: 'invitation',
    status: 'queued',
    attempts: 0,
    lastError: null,
    language: 'es',
    text: 'Hola:\n\nAda Admin te invitó a unirte a Acme Corp como Editor.\n\nAcepta la invitación: https://okr.example/invite/seed-invitation-token-3\n\nEl enlace caduca en 7 días.',
  },
];

/**
 * Six emails of every kind and status (sent, queued, queued after failed attempts, failed for good),
 * one with a very long address, oldest first: the outbox screens' sample. Add it after `demoSeed`.
 */
export function seedOutbox(db: MockDb): void {
  for (const { minutesAgo, sentMinutesAgo, ...email } of emails) {
    db.outbox.insert({ ...email, createdAt: at(minutesAgo), sentAt: sentMinutesAgo === undefined ? null : at(sentMinutesAgo) });
  }
}
