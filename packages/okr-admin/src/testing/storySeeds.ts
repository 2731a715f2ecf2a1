import { demoIds, demoSeed, queueEmail, recordAudit, seedOutbox } from '@okr/mocks';
import type { MockDb, MockSeed } from '@okr/mocks';

/** The demo data plus a few audit entries, so the audit log and the chart have something to show. */
export const seedWithAudit: MockSeed = (db) => {
  demoSeed(db);
  const superAdmin = demoIds.users.superAdmin;
  recordAudit(db, { action: 'auth.login', actorId: demoIds.users.admin, organizationId: null, targetType: 'session', targetId: 'family-admin' });
  recordAudit(db, {
    action: 'organization.plan_updated',
    actorId: superAdmin,
    organizationId: demoIds.organizations.globex,
    targetType: 'organization',
    targetId: demoIds.organizations.globex,
    before: { plan: 'Free' },
    after: { plan: 'Pro' },
  });
  recordAudit(db, {
    action: 'auth.login_failed',
    actorId: null,
    actorEmail: 'unknown@example.com',
    organizationId: null,
    targetType: 'user',
    targetId: null,
  });
  recordAudit(db, {
    action: 'user.deactivated',
    actorId: superAdmin,
    organizationId: null,
    targetType: 'user',
    targetId: demoIds.users.viewer,
    before: { isActive: true },
    after: { isActive: false },
  });
};

/** A message of the contact form, received `minutesAgo` before the seed time of 2026-03-02 09:00 UTC. */
function receive(db: MockDb, name: string, email: string, message: string, minutesAgo: number) {
  const createdAt = new Date(Date.parse('2026-03-02T09:00:00.000Z') - minutesAgo * 60_000).toISOString();
  db.contactMessages.insert({ id: db.nextId('contact'), name, email, message, createdAt });
}

export const longMessage = [
  'Hello! We are a team of 40 people across three offices and we have been running quarterly OKRs in spreadsheets for two years.',
  'Before we move everyone over, a few questions:',
  '1. Can each office keep its own objectives while the company objectives stay visible to all?',
  '2. Does the AI assistant answer from documents we upload, and who in our organization can read them?',
  '3. Is single sign-on part of the Enterprise plan, and can we try it before we sign?',
  '4. What does a migration of two years of history look like?',
  'We would love a call next week. Thank you for your time.',
].join('\n');

/** The demo data plus three messages of the contact form, one of them long. */
export const seedWithMessages: MockSeed = (db) => {
  demoSeed(db);
  receive(db, 'Grace Hopper', 'grace@navy.example', 'We would like to hear more about the Pro plan for our team of twelve.', 180);
  receive(db, 'Alan Turing', 'alan.turing@bletchley.example', longMessage, 45);
  receive(db, 'Ada Lovelace', 'ada@analytical.example', 'Does the Free plan include the AI assistant?', 5);
};

/** The demo data plus `count` short messages, one a minute (message 1 is the oldest). */
export const seedWithManyMessages =
  (count: number): MockSeed =>
  (db) => {
    demoSeed(db);
    for (let n = 1; n <= count; n += 1) receive(db, `Sender ${n}`, `sender${n}@example.com`, `Question number ${n} about the plans.`, count - n);
  };

/** The demo data plus the six sample emails of `seedOutbox` (every kind and status). */
export const seedWithOutbox: MockSeed = (db) => {
  demoSeed(db);
  seedOutbox(db);
};

/** The demo data plus `count` sent emails to person1@…, person2@…, one a minute (1 is the oldest). */
export const seedWithManyEmails =
  (count: number): MockSeed =>
  (db) => {
    demoSeed(db);
    for (let n = 1; n <= count; n += 1) {
      const email = queueEmail(db, { to: `person${n}@example.com`, subject: `Invitation number ${n}`, kind: 'invitation', text: `Invitation ${n}` });
      db.outbox.update(email.id, { createdAt: new Date(Date.parse('2026-03-02T09:00:00.000Z') - (count - n) * 60_000).toISOString() });
    }
  };

