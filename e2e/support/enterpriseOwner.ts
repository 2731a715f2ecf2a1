import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import type { AuthSessionResponse } from '@okr/contract';
import { DEMO_PASSWORD } from './session';

// What the enterprise journeys (single sign-on, directory sync) share: JSON calls to the API, a
// browser of its own, and an owner whose new organization the super administrator moved to Enterprise.

/** A JSON call to the API; anything but 2xx throws with the answer. */
export async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A signed-out browser of its own (no cookies, no storage). */
export async function freshPage(page: Page): Promise<Page> {
  const browser = page.context().browser() as Browser;
  return (await browser.newContext({ baseURL: inject('baseUrl') })).newPage();
}

export const OWNER_PASSWORD = 'owner password 1';

/** Registers `email` with an organization of its own, onboarded, moved to `plan` (Enterprise): its id and name. */
export async function enterpriseOwner(
  firstName: string,
  email: string,
  plan: 'Pro' | 'Enterprise' = 'Enterprise',
): Promise<{ organizationId: string; organizationName: string }> {
  const owner = await api<AuthSessionResponse>('POST', '/auth/register', { firstName, lastName: 'Owner', email, password: OWNER_PASSWORD });
  await api('POST', '/auth/complete-onboarding', undefined, owner.accessToken);
  const organizationId = owner.organization!.id;
  const root = await api<AuthSessionResponse>('POST', '/auth/login', { email: 'superadmin@demo.okr', password: DEMO_PASSWORD });
  await api('PATCH', `/admin/organizations/${organizationId}`, { plan }, root.accessToken);
  return { organizationId, organizationName: owner.organization!.name };
}
