import { ORGANIZATION_HEADER } from '@okr/contract';
import type { AiCredits, AiDocument } from '@okr/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { joinOrganization } from '../support/membership';
import { bearer, register } from '../support/api';
import { registerAdmin } from '../settings/settingsApi';
import { aiCaller, askJson, uploadAndWait, useAiTestApp } from './aiApi';


// Each upload starts an extraction child process: generous limits for a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });
const ctx = useAiTestApp();

const secret = '# Project Falcon\n\nProject Falcon acquires the Zurich robotics startup for 30 million francs.';

describe('tenancy', () => {
  let a: ReturnType<typeof aiCaller>;
  let b: ReturnType<typeof aiCaller>;
  let bToken: string;
  let aOrganization: string;
  let aDocument: AiDocument;

  beforeAll(async () => {
    const adminA = await registerAdmin(() => ctx.app);
    const adminB = await registerAdmin(() => ctx.app);
    aOrganization = adminA.organizationId;
    bToken = adminB.accessToken;
    a = aiCaller(() => ctx.app, adminA.accessToken, adminA.organizationId);
    b = aiCaller(() => ctx.app, adminB.accessToken, adminB.organizationId);
    aDocument = await uploadAndWait(ctx.app, a, { name: 'falcon.md', bytes: Buffer.from(secret) });
    expect(aDocument.status).toBe('ready');
  });

  it("B can neither list, read, cite nor delete A's documents", async () => {
    expect((await b.list()).json()).toEqual([]);
    expect((await b.get(aDocument.id)).statusCode).toBe(404);
    expect((await b.delete(aDocument.id)).statusCode).toBe(404);
    const answer = await askJson(b, 'How much does Project Falcon pay for the Zurich robotics startup?');
    expect(answer.citations).toEqual([]);
    expect(answer.answer).not.toMatch(/Falcon|Zurich|30 million/);
    // Paging with A's id as cursor is refused too.
    expect((await b.list(`?cursor=${aDocument.id}`)).statusCode).toBe(404);
    // Asking for A's organization in the header: not a member, 404 on every call.
    const inA = { ...bearer(bToken), [ORGANIZATION_HEADER]: aOrganization };
    for (const [method, url, payload] of [
      ['GET', '/api/ai/documents', undefined],
      ['GET', `/api/ai/documents/${aDocument.id}`, undefined],
      ['DELETE', `/api/ai/documents/${aDocument.id}`, undefined],
      ['POST', '/api/ai/ask', { question: 'Project Falcon?' }],
      ['GET', '/api/ai/credits', undefined],
      ['POST', '/api/ai/documents', { title: 'Planted', content: 'Planted text' }],
    ] as const) {
      const response = await ctx.app.inject({ method, url, payload, headers: inA });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await a.get(aDocument.id)).json()).toMatchObject({ status: 'ready' });
    expect((await askJson(a, 'How much does Project Falcon pay?')).citations[0]?.documentId).toBe(aDocument.id);
  });
});

describe('permissions', () => {
  it('lets every active member list and ask; uploading and deleting need organizations:update', async () => {
    const admin = await registerAdmin(() => ctx.app);
    const viewer = await register(ctx.app);
    await joinOrganization(ctx.db, admin.organizationId, viewer.user.id, 'Viewer');
    const asViewer = aiCaller(() => ctx.app, viewer.accessToken, admin.organizationId);
    const asAdmin = aiCaller(() => ctx.app, admin.accessToken, admin.organizationId);
    const document = await uploadAndWait(ctx.app, asAdmin, { name: 'notes.md', bytes: Buffer.from('# Notes\n\nThe lab closes on Sundays.') });
    expect((await asViewer.list()).json<AiDocument[]>().map((d) => d.id)).toEqual([document.id]);
    expect((await askJson(asViewer, 'When does the lab close?')).citations).toHaveLength(1);
    const upload = await asViewer.uploadText('Nope', 'Viewers cannot upload.');
    expect(upload.statusCode).toBe(403);
    expect(upload.json().message).toContain('organizations.update');
    expect((await asViewer.delete(document.id)).statusCode).toBe(403);
    expect((await asViewer.get(document.id)).statusCode).toBe(200);
  });
});

describe('plan limits', () => {
  it('holds the Free plan to 3 documents (402), even when uploads race', async () => {
    const admin = await registerAdmin(() => ctx.app);
    const api = aiCaller(() => ctx.app, admin.accessToken, admin.organizationId);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => api.uploadText(`Doc ${i}`, `Document number ${i} about apples.`)),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([202, 202, 202, 402, 402, 402]);
    const refused = responses.find((r) => r.statusCode === 402)!;
    expect(refused.json()).toMatchObject({ code: 'PLAN_LIMIT_REACHED' });
    expect(refused.json().message).toMatch(/Free plan/);
    expect((await api.list()).json()).toHaveLength(3);
  });

  it('spends exactly one credit per answered question under 20 concurrent questions, then 402', async () => {
    const admin = await registerAdmin(() => ctx.app);
    const api = aiCaller(() => ctx.app, admin.accessToken, admin.organizationId);
    await uploadAndWait(ctx.app, api, { name: 'menu.md', bytes: Buffer.from('# Canteen\n\nThe canteen serves paella every Friday.') });
    // Leave 12 of the Free plan's 50 credits.
    const month = new Date().toISOString().slice(0, 8) + '01';
    await ctx.db.insertInto('ai_credit_usage').values({ organization_id: admin.organizationId, month, used: 38 }).execute();
    const responses = await Promise.all(Array.from({ length: 20 }, () => api.ask('What does the canteen serve on Friday?')));
    const ok = responses.filter((r) => r.statusCode === 200);
    const refused = responses.filter((r) => r.statusCode === 402);
    expect(ok).toHaveLength(12);
    expect(refused).toHaveLength(8);
    expect(refused[0]?.json()).toMatchObject({ code: 'PLAN_LIMIT_REACHED' });
    expect(new Set(ok.map((r) => r.json().creditsRemaining))).toEqual(new Set(Array.from({ length: 12 }, (_, i) => i)));
    const credits = (await api.credits()).json<AiCredits>();
    expect(credits).toMatchObject({ plan: 'Free', allowed: 50, used: 50, remaining: 0 });
    expect(new Date(credits.resetsAt).getUTCDate()).toBe(1);
  });

  it('gives the credit back when the documents do not cover the question', async () => {
    const admin = await registerAdmin(() => ctx.app);
    const api = aiCaller(() => ctx.app, admin.accessToken, admin.organizationId);
    await uploadAndWait(ctx.app, api, { name: 'menu.md', bytes: Buffer.from('# Canteen\n\nThe canteen serves paella every Friday.') });
    const notCovered = await askJson(api, 'What is the parental leave policy?');
    expect(notCovered).toMatchObject({ covered: false, citations: [], creditsRemaining: 50 });
    expect(notCovered.answer).toMatch(/don't cover/);
    const stopWords = await askJson(api, 'what is the?');
    expect(stopWords).toMatchObject({ covered: false, citations: [], creditsRemaining: 50 });
    expect((await api.credits()).json()).toMatchObject({ used: 0, remaining: 50 });
    const covered = await askJson(api, 'What does the canteen serve?');
    expect(covered).toMatchObject({ covered: true, creditsRemaining: 49 });
  });

  it('gives Enterprise the allowance a super administrator set', async () => {
    const admin = await registerAdmin(() => ctx.app);
    const api = aiCaller(() => ctx.app, admin.accessToken, admin.organizationId);
    await ctx.db.updateTable('organizations').set({ plan: 'Enterprise', ai_credits: 0 }).where('id', '=', admin.organizationId).execute();
    expect((await api.ask('anything about apples?')).statusCode).toBe(402);
    await ctx.db.updateTable('organizations').set({ ai_credits: 2000 }).where('id', '=', admin.organizationId).execute();
    expect((await api.credits()).json()).toMatchObject({ plan: 'Enterprise', allowed: 2000, remaining: 2000 });
  });
});

describe('questions', () => {
  it('answers questions about the collection from its metadata, and validates the question', async () => {
    const admin = await registerAdmin(() => ctx.app);
    const api = aiCaller(() => ctx.app, admin.accessToken, admin.organizationId);
    await uploadAndWait(ctx.app, api, { name: 'menu.md', bytes: Buffer.from('# Canteen\n\nThe canteen serves paella every Friday.') });
    const answer = await askJson(api, 'Which documents do we have?');
    expect(answer.answer).toMatch(/1 document is ready/);
    expect(answer.answer).toContain('menu');
    const spanish = await askJson(api, '¿Qué documentos tenemos?');
    expect(spanish.answer).toMatch(/1 documento está listo/);
    for (const question of ['', ' ', 'x'.repeat(501)]) {
      const response = await api.ask(question);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });
});
