import { webhookEventTypes } from '@okr/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { ownerOnPlan } from '../apiKeys/apiKeysApi';
import { bearer, register, uniqueEmail } from '../support/api';
import { useTestApp } from '../support/testApp';
import { startWebhookReceiver } from './webhookReceiver';
import { createWebhook } from './webhooksApi';
import { webhookTestConfig } from './webhookTestApp';

// Every event type of the contract is written by the change it reports, through the real routes
// (OKR services, members, invitations), and reaches a receiver subscribed to all of them with the
// resource as the API answered it (`{ id }` for a deletion).

const ctx = useTestApp(webhookTestConfig());
let secret = '';
const receiver = await startWebhookReceiver(() => secret);
afterAll(() => receiver.stop());

describe('webhook events', () => {
  it('reports every kind of change, in order, each with its data', async () => {
    const org = await ownerOnPlan(ctx.app, ctx.db);
    const { body } = await createWebhook(ctx.app, org.organizationId, org.owner.accessToken, { url: receiver.url, events: [...webhookEventTypes] });
    secret = body!.secret;
    const answers: { type: string; data: unknown }[] = [];
    const call = async (type: string, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = org.headers) => {
      const response = await ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload && { payload }) });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
      const data = method === 'DELETE' ? { id: url.split('/').pop() } : response.json();
      answers.push({ type, data });
      return response.statusCode === 204 ? null : response.json<{ id: string }>();
    };

    const objective = (await call('objective.created', 'POST', '/objectives', { title: 'Everything' }))!;
    await call('objective.updated', 'PATCH', `/objectives/${objective.id}`, { title: 'Everything, renamed' });
    // A comment's events carry the item it is about beside the comment as the API answered it.
    const aboutObjective = () => {
      const last = answers[answers.length - 1]!;
      last.data = expect.objectContaining({ ...(last.data as object), target: expect.objectContaining({ id: objective.id }) });
    };
    const comment = (await call('comment.created', 'POST', `/objectives/${objective.id}/comments`, { body: 'Looks right' }))!;
    aboutObjective();
    await call('comment.updated', 'PATCH', `/comments/${comment.id}`, { body: 'Looks right to me' });
    aboutObjective();
    await call('comment.deleted', 'DELETE', `/comments/${comment.id}`);
    const keyResult = (await call('key_result.created', 'POST', `/objectives/${objective.id}/key-results`, { title: 'Count', metricType: 'Numeric', targetValue: 10 }))!;
    await call('key_result.updated', 'PATCH', `/key-results/${keyResult.id}`, { title: 'Count, renamed' });
    await call('check_in.created', 'POST', `/key-results/${keyResult.id}/check-ins`, { value: 4, confidence: 7 });
    await call('key_result.deleted', 'DELETE', `/key-results/${keyResult.id}`);
    const initiative = (await call('initiative.created', 'POST', '/initiatives', { name: 'Roll out' }))!;
    await call('initiative.updated', 'PATCH', `/initiatives/${initiative.id}`, { name: 'Roll out, renamed' });
    const task = (await call('task.created', 'POST', `/initiatives/${initiative.id}/tasks`, { title: 'First step' }))!;
    await call('task.updated', 'PATCH', `/tasks/${task.id}`, { status: 'Completed' });
    await call('task.deleted', 'DELETE', `/tasks/${task.id}`);
    await call('initiative.deleted', 'DELETE', `/initiatives/${initiative.id}`);
    await call('objective.deleted', 'DELETE', `/objectives/${objective.id}`);

    const colleague = await register(ctx.app);
    await ctx.app.inject({ method: 'POST', url: `/api/organizations/${org.organizationId}/users`, headers: org.headers, payload: { userId: colleague.user.id, roleType: 'Editor' } });
    answers.push({ type: 'member.added', data: expect.objectContaining({ id: colleague.user.id, email: colleague.email, roleType: 'Editor' }) });
    await call('member.removed', 'DELETE', `/organizations/${org.organizationId}/users/${colleague.user.id}`);

    const email = uniqueEmail('invited');
    const invited = await ctx.app.inject({ method: 'POST', url: `/api/organizations/${org.organizationId}/invitations`, headers: org.headers, payload: { email, roleType: 'Viewer' } });
    expect(invited.statusCode, invited.body).toBe(201);
    const { link } = await ctx.db.selectFrom('email_outbox').select('link').where('to_address', '=', email).executeTakeFirstOrThrow();
    const token = link!.split('/').pop()!;
    const guest = await register(ctx.app, { email });
    const accepted = await ctx.app.inject({ method: 'POST', url: `/api/invitations/${token}/accept`, headers: bearer(guest.accessToken) });
    expect(accepted.statusCode, accepted.body).toBe(200);
    answers.push({ type: 'member.added', data: expect.objectContaining({ id: guest.user.id, roleType: 'Viewer' }) });
    answers.push({ type: 'invitation.accepted', data: expect.objectContaining({ id: invited.json<{ id: string }>().id, status: 'accepted', email }) });

    await ctx.app.webhooks.deliverer.idle();
    const events = receiver.received.map((r) => r.verified as { type: string; data: unknown; createdAt: string });
    expect(receiver.received.every((r) => !(r.verified instanceof Error))).toBe(true);
    // Several deliverers run side by side: compare in the order the events were written (two
    // events of one transaction may share a millisecond: then in the order the test expects them).
    const rank = (type: string) => answers.findIndex((a) => a.type === type);
    events.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || rank(a.type) - rank(b.type));
    expect(events.map((e) => e.type)).toEqual(answers.map((a) => a.type));
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(webhookEventTypes));
    expect(events.map((e) => e.data)).toEqual(answers.map((a) => a.data));
  });
});
