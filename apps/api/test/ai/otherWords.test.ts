import { beforeAll, describe, expect, it, vi } from 'vitest';
import { registerAdmin } from '../settings/settingsApi';
import { aiCaller, askJson, uploadAndWait, useAiTestApp } from './aiApi';

// Questions asked in other words than the documents' (issue 23): synonyms of the product's
// domain, WordNet's, the other language; and questions with nothing to search for.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });
const ctx = useAiTestApp();
let api: ReturnType<typeof aiCaller>;
const LEAVE = 'Leave rules';
const TRAVEL = 'Trip rules';
const STRATEGY = 'Where we go';

beforeAll(async () => {
  const admin = await registerAdmin(() => ctx.app);
  api = aiCaller(() => ctx.app, admin.accessToken, admin.organizationId);
  const files = [
    {
      name: 'leave.md',
      title: LEAVE,
      text:
        '# Annual leave\n\nFull-time staff are entitled to 25 days of paid annual leave per calendar year. Up to five unused days carry over to the following year.\n\n' +
        '# Standby duty\n\nEngineers on the standby rota receive an allowance of 200 euros per week.\n\n' +
        '# Sickness absence\n\nTell your line manager before 10:00 on the first day you are unwell.\n\n' +
        '# Remote working\n\nStaff may work remotely up to three days a week.\n',
    },
    { name: 'strategy.md', title: STRATEGY, text: '# Our mission\n\nAcme Corp builds reliable industrial sensors and the software that reads them.\n' },
    { name: 'trips.md', title: TRAVEL, text: '# Hotels\n\nThe nightly hotel limit is 150 euros. Book flights 14 days before departure.\n' },
  ];
  for (const file of files) {
    expect((await uploadAndWait(ctx.app, api, { name: file.name, bytes: Buffer.from(file.text) }, { title: file.title })).status).toBe('ready');
  }
});

describe('questions in other words', () => {
  it.each([
    ['How much vacation time do I get?', LEAVE, 'Annual leave'],
    ['¿Cuántas vacaciones me corresponden?', LEAVE, 'Annual leave'],
    ['How much is on-call compensation?', LEAVE, 'Standby duty'],
    ['¿Cuánto puedo gastar en alojamiento?', TRAVEL, 'Hotels'],
    // Words that frame the question are not its subject: "si", "ir", "something", "quedarme".
    ['¿A quién aviso si estoy indispuesto?', LEAVE, 'Sickness absence'],
    ['¿Puedo quedarme en casa a trabajar?', LEAVE, 'Remote working'],
    ['Am I allowed to stay home when something is wrong with me?', LEAVE, 'Remote working'],
    // "next" held only as "following" does not count against the passage that holds the rest.
    ['How many days off can I carry into next year?', LEAVE, 'Annual leave'],
    // "company's" is "company", and "Corp" in a name is the company.
    ["What is the company's purpose?", STRATEGY, 'Our mission'],
  ])('finds the passage of "%s"', async (question, title, heading) => {
    const answer = await askJson(api, question);
    expect(answer.covered).toBe(true);
    expect(answer.citations[0]).toMatchObject({ title });
    expect(answer.citations[0]?.heading ?? '').toContain(heading);
  });

  it.each(['What is it that they have?', '¿Qué es lo que hay?', '¿Y eso cómo es?', 'what is the?'])(
    'answers "%s" (stop words only, English or Spanish) as not covered, with no citation',
    async (question) => {
      const answer = await askJson(api, question);
      expect(answer).toMatchObject({ covered: false, citations: [] });
    },
  );

  it.each(['What is the maternity policy?', '¿Hay plaza de garaje para empleados?', 'Is there a company gym?'])(
    'does not stretch other words to cover "%s"',
    async (question) => {
      const answer = await askJson(api, question);
      expect(answer).toMatchObject({ covered: false, citations: [] });
    },
  );
});
