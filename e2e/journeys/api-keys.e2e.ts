import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { DEMO_PASSWORD, signIn } from '../support/session';

// API integration (issue 18): an Admin of Acme Corp (Pro) creates a key in Settings → Integrations,
// a script uses it (here the test, over HTTP) to read objectives and post a check-in, the Admin
// revokes it, and the very next call is 401. The key is revoked at the end: the demo data is shared.

const baseUrl = inject('baseUrl');

async function withKey(secret: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${secret}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

/** The demo Admin over the API, for the journey's own objective (made before, deleted after). */
async function asAdmin(method: string, path: string, body?: unknown) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.okr', password: DEMO_PASSWORD }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${accessToken}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (response.status === 204 ? null : await response.json()) as { id: string };
}

describe('API keys', () => {
  const browser = useBrowser();

  it('lets an Admin create a key a script uses to check in, then revoke it so the next call is 401', async () => {
    const { page } = browser;
    await signIn(page, 'admin@demo.okr');
    await page.waitForURL((url) => url.pathname === '/app');
    await page.goto('/app/settings?tab=integrations');
    await page.getByRole('heading', { name: 'API keys', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Create API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create API key' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Journey check-in feed');
    // Read-only by default; this script also posts check-ins.
    expect(await dialog.getByRole('checkbox', { name: 'Create key_results' }).getAttribute('data-state')).toBe('unchecked');
    await dialog.getByRole('checkbox', { name: 'Create key_results' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create key' }).click();
    const created = page.getByRole('dialog', { name: 'Key "Journey check-in feed" created' });
    const secret = (await created.getByLabel('Secret of the new key').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^okr_[0-9A-Za-z]{40}$/);
    await created.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('row', { name: /Journey check-in feed/ }).waitFor();

    // The script: find its objective, read its key result, check in on it.
    const objective = await asAdmin('POST', '/objectives', { title: 'Journey: fed by an API key' });
    const keyResult = await asAdmin('POST', `/objectives/${objective.id}/key-results`, {
      title: 'Rows synced',
      metricType: 'Numeric',
      startValue: 0,
      targetValue: 100,
    });
    try {
      const objectives = await withKey(secret, 'GET', '/objectives?q=fed%20by%20an%20API%20key');
      expect(objectives.status).toBe(200);
      expect(objectives.headers.get('ratelimit-limit')).toBe('600');
      expect((objectives.body as { id: string }[]).map((o) => o.id)).toContain(objective.id);
      const checkIn = await withKey(secret, 'POST', `/key-results/${keyResult.id}/check-ins`, {
        value: 40,
        confidence: 7,
        note: 'Posted by the journey’s API key',
      });
      expect(checkIn.status, JSON.stringify(checkIn.body)).toBe(201);
      const detail = await withKey(secret, 'GET', `/objectives/${objective.id}`);
      expect((detail.body as { progress: number }).progress).toBe(40);
    } finally {
      await asAdmin('DELETE', `/objectives/${objective.id}`);
    }
    // Beyond its flags: refused like a person without them.
    const write = await withKey(secret, 'POST', '/objectives', { title: 'Not allowed' });
    expect(write.status).toBe(403);

    await page.getByRole('button', { name: 'Revoke key Journey check-in feed' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('API key "Journey check-in feed" revoked').first().waitFor();
    const after = await withKey(secret, 'GET', '/objectives?limit=5');
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 'UNAUTHENTICATED', message: 'This API key was revoked' });
  });
});
