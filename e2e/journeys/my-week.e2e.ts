import { afterAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { DEMO_PASSWORD, signIn } from '../support/session';

// My week (issue 21): the demo Admin, Owner of Acme Corp and Editor in Globex, is given an initiative and
// a task due in two days in Globex (over the API, as the journey's own data); My week shows it under Globex
// beside Acme Corp's items, and opening it switches to Globex first and lands on its initiative.
// Afterwards they are deleted and Acme Corp made current again: the demo data is shared.

const baseUrl = inject('baseUrl');

async function adminApi() {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.okr', password: DEMO_PASSWORD }),
  });
  const { accessToken, user } = (await login.json()) as { accessToken: string; user: { id: string } };
  const call = async <T>(method: string, path: string, body?: unknown, organizationId?: string): Promise<T> => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(organizationId ? { 'x-organization-id': organizationId } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (response.status === 204 ? null : await response.json()) as T;
  };
  return { call, userId: user.id };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('My week', () => {
  const browser = useBrowser();
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  });

  it("shows the second organization's task and opens it there, switching first", async () => {
    const { call, userId } = await adminApi();
    const organizations = await call<{ id: string; name: string }[]>('GET', '/organizations/user');
    const globex = organizations.find((organization) => organization.name === 'Globex')!;
    const acme = organizations.find((organization) => organization.name === 'Acme Corp')!;
    cleanup.push(() => call('POST', '/organizations/switch', { organizationId: acme.id }));
    const initiative = await call<{ id: string }>('POST', '/initiatives', { name: 'Journey: Globex renewal', ownerId: userId }, globex.id);
    cleanup.push(() => call('DELETE', `/initiatives/${initiative.id}`, undefined, globex.id));
    const title = 'Journey: send Globex the renewal offer';
    const task = await call<{ id: string }>('POST', `/initiatives/${initiative.id}/tasks`, { title, assigneeId: userId, dueDate: inDays(2) }, globex.id);
    cleanup.push(() => call('DELETE', `/tasks/${task.id}`, undefined, globex.id));

    const { page } = browser;
    await signIn(page, 'admin@demo.okr');
    await page.waitForURL((url) => url.pathname === '/app');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My week' }).click();
    await page.waitForURL((url) => url.pathname === '/app/week');
    const globexGroup = page.getByRole('region', { name: 'Globex' });
    await globexGroup.getByRole('link', { name: title }).waitFor();
    await page.getByRole('region', { name: 'Acme Corp' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await globexGroup.getByRole('button', { name: `Open ${title} in Globex` }).click();
    await page.waitForURL((url) => url.pathname === `/app/initiatives/${initiative.id}`);
    await expect.poll(() => page.getByRole('combobox', { name: /organization/i }).textContent()).toContain('Globex');
  });
});
