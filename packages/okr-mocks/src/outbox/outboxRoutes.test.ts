import { OutboxEmailDetail, OutboxEmailList, ErrorBody } from '@okr/contract/schemas';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../createHandlers';
import { createMockDb } from '../db/createMockDb';
import { demoSeed, demoTokens } from '../db/demoSeed';
import { outboxSeedIds, seedOutbox } from '../db/outboxSeed';
import { queueEmail } from '../db/outbox';
import { outboxHandlers } from '../handlers';
import { setupMswServer } from '../testing/setupMswServer';

const api = 'http://partner.example/api';
const server = setupMswServer();
const superAdmin = demoTokens('superAdmin').accessToken;

function get(path: string, token = superAdmin) {
  return fetch(`${api}${path}`, { headers: { Authorization: `Bearer ${token}` } });
}

const withOutbox = () =>
  createMockDb((db) => {
    demoSeed(db);
    seedOutbox(db);
  });

describe('GET /admin/outbox', () => {
  it('lists the emails newest first, paged as { items, total }, without their bodies', async () => {
    server.use(...createHandlers(withOutbox()));
    const page = OutboxEmailList.parse(await (await get('/admin/outbox?pageSize=2&page=2')).json());
    expect(page.total).toBe(6);
    expect(page.items.map((email) => email.id)).toEqual([outboxSeedIds.invitationRetrying, outboxSeedIds.invitationFailed]);
    expect(page.items[0]).not.toHaveProperty('text');
  });

  it('filters by status and by a prefix of the recipient, case-insensitively', async () => {
    server.use(...createHandlers(withOutbox()));
    const failed = OutboxEmailList.parse(await (await get('/admin/outbox?status=failed')).json());
    expect(failed.items.map((email) => email.id)).toEqual([outboxSeedIds.invitationFailed]);
    const byRecipient = OutboxEmailList.parse(await (await get('/admin/outbox?q=VIEWER@')).json());
    expect(byRecipient.items.map((email) => email.to)).toEqual(['viewer@demo.okr']);
    const queuedEditor = OutboxEmailList.parse(await (await get('/admin/outbox?q=editor&status=queued')).json());
    expect(queuedEditor.total).toBe(0);
  });

  it('answers 400 naming a bad or unknown parameter', async () => {
    server.use(...createHandlers(withOutbox()));
    const bad = await get('/admin/outbox?status=bounced&sort=subject');
    expect(bad.status).toBe(400);
    const fields = (ErrorBody.parse(await bad.json()).details as { field: string }[]).map((detail) => detail.field);
    expect(fields).toEqual(expect.arrayContaining(['status', 'sort']));
  });

  it('is for super administrators only: 401 without a token, 403 for an Admin', async () => {
    server.use(...createHandlers(withOutbox()));
    expect((await fetch(`${api}/admin/outbox`)).status).toBe(401);
    const refused = await get('/admin/outbox', demoTokens('admin').accessToken);
    expect(refused.status).toBe(403);
    expect(ErrorBody.parse(await refused.json()).code).toBe('FORBIDDEN');
    expect((await get(`/admin/outbox/${outboxSeedIds.resetSent}`, demoTokens('admin').accessToken)).status).toBe(403);
  });

  it('shows what queueEmail adds, sent as the embedded default sends it', async () => {
    const db = createMockDb();
    server.use(...createHandlers(db));
    const email = queueEmail(db, { to: 'someone@example.com', subject: 'Hello', kind: 'invitation', text: 'Body' });
    const page = OutboxEmailList.parse(await (await get('/admin/outbox')).json());
    expect(page.items).toEqual([{ id: email.id, to: 'someone@example.com', subject: 'Hello', kind: 'invitation', status: 'sent', attempts: 1, lastError: null, createdAt: email.createdAt, sentAt: email.createdAt }]);
  });
});

describe('GET /admin/outbox/{id}', () => {
  it('answers the email with its text, or 404', async () => {
    server.use(...createHandlers(withOutbox()));
    const detail = OutboxEmailDetail.parse(await (await get(`/admin/outbox/${outboxSeedIds.invitationFailed}`)).json());
    expect(detail).toMatchObject({ status: 'failed', attempts: 14, lastError: expect.stringContaining('550 5.1.1') });
    expect(detail.text).toContain('/invite/');
    expect(detail).not.toHaveProperty('language');
    expect((await get('/admin/outbox/email-missing')).status).toBe(404);
  });
});

describe('outboxHandlers scenarios', () => {
  it('serves empty, error and forbidden answers', async () => {
    server.use(...outboxHandlers.empty);
    expect(await (await get('/admin/outbox')).json()).toEqual({ items: [], total: 0 });
    server.resetHandlers(...outboxHandlers.error);
    expect((await get('/admin/outbox')).status).toBe(500);
    expect((await get(`/admin/outbox/${outboxSeedIds.resetSent}`)).status).toBe(500);
    server.resetHandlers(...outboxHandlers.forbidden);
    expect((await get('/admin/outbox')).status).toBe(403);
  });
});
