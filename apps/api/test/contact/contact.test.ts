import type { ContactMessagesPage } from '@okr/contract';
import { describe, expect, it } from 'vitest';
import { grantSuperAdmin } from '../../src/modules/authorization/superAdminRole';
import { bearer, randomIp, register } from '../support/api';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp({ contactRateLimit: { max: 3, windowSeconds: 3600 } });

const valid = { name: 'Grace Hopper', email: 'grace@navy.example', message: 'We would like a Pro plan for 40 people.' };

function send(payload: unknown, ip = randomIp()) {
  return ctx.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress: ip });
}

async function stored(email: string) {
  return ctx.db.selectFrom('contact_messages').selectAll().where('email', '=', email).execute();
}

describe('POST /api/contact', () => {
  it('stores a valid message, trimmed, and answers 201 { message }', async () => {
    const email = `ada-${Date.now()}@example.com`;
    const ip = randomIp();
    const response = await send({ name: '  Ada  ', email, message: '  Hello from the landing page  ' }, ip);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ message: expect.any(String) });
    const rows = await stored(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Ada', message: 'Hello from the landing page', ip });
  });

  it.each([
    ['no name', { ...valid, name: '   ' }, 'name'],
    ['a name over 100 characters', { ...valid, name: 'n'.repeat(101) }, 'name'],
    ['an invalid email', { ...valid, email: 'not-an-email' }, 'email'],
    ['a message under 10 characters', { ...valid, message: 'Too short' }, 'message'],
    ['a message over 5000 characters', { ...valid, message: 'm'.repeat(5001) }, 'message'],
    ['an unknown field', { ...valid, phone: '555' }, ''],
  ])('refuses %s with 400 VALIDATION_ERROR and stores nothing', async (_label, payload, field) => {
    const email = `refused-${Date.now()}-${Math.random()}@example.com`;
    const response = await send({ ...payload, email: payload.email === valid.email ? email : payload.email });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; details: { path?: string; field?: string }[] }>();
    expect(body.code).toBe('VALIDATION_ERROR');
    if (field) expect(JSON.stringify(body.details)).toContain(field);
    expect(await stored(email)).toHaveLength(0);
  });

  it('refuses malformed JSON with 400, never 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
      remoteAddress: randomIp(),
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers 429 with Retry-After past the limit for one IP, and stores nothing more', async () => {
    const ip = randomIp();
    for (let i = 0; i < 3; i++) expect((await send(valid, ip)).statusCode).toBe(201);
    const email = `blocked-${Date.now()}@example.com`;
    const blocked = await send({ ...valid, email }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await stored(email)).toHaveLength(0);
    // Another address is not affected.
    expect((await send(valid)).statusCode).toBe(201);
  });
});

describe('GET /api/admin/contact-messages', () => {
  it('lets a super administrator page through the messages, newest first', async () => {
    const admin = await register(ctx.app);
    await grantSuperAdmin(ctx.db, admin.user.id);
    const marker = `page-${Date.now()}`;
    for (const n of [1, 2, 3]) {
      expect((await send({ ...valid, email: `${marker}-${n}@example.com` })).statusCode).toBe(201);
    }
    const first = await ctx.app.inject({
      url: '/api/admin/contact-messages?page=1&pageSize=2',
      headers: bearer(admin.accessToken),
    });
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json<ContactMessagesPage>();
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.items.map((item) => item.email)).toEqual([`${marker}-3@example.com`, `${marker}-2@example.com`]);
    expect(page.items[0]).toEqual({
      id: expect.any(String),
      name: valid.name,
      email: `${marker}-3@example.com`,
      message: valid.message,
      createdAt: expect.any(String),
    });
  });

  it('refuses a page size over 100 with 400', async () => {
    const admin = await register(ctx.app);
    await grantSuperAdmin(ctx.db, admin.user.id);
    const response = await ctx.app.inject({
      url: '/api/admin/contact-messages?pageSize=101',
      headers: bearer(admin.accessToken),
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses anonymous callers (401) and signed-in users who are not super administrators (403)', async () => {
    expect((await ctx.app.inject({ url: '/api/admin/contact-messages' })).statusCode).toBe(401);
    const user = await register(ctx.app);
    const response = await ctx.app.inject({ url: '/api/admin/contact-messages', headers: bearer(user.accessToken) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});
