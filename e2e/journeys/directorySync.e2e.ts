import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { MeResponse } from '@okr/contract';
// The API suite's SAML identity provider (samlify), shared rather than copied.
import { startSamlIdp } from '../../apps/api/test/support/saml/startSamlIdp';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { enterpriseOwner, freshPage, OWNER_PASSWORD } from '../support/enterpriseOwner';
import { signIn } from '../support/session';

// Issue 33 end to end, as an Enterprise customer's IT admin: connect the organization to a SAML
// IdP (samlify, run by this test) from its metadata, have the domain verified, and a person who
// never registered signs in through the IdP and lands with the default role. Then SCIM, over HTTP
// from the test with a token created in the DirectorySync panel: ten people and two groups, a
// group's members changed, and one person set `active: false` is signed out of the organization
// at their next request. A new organization and a domain of its own: the journeys share a server.

const baseUrl = inject('baseUrl');
const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

/** The identity provider's SCIM client: `application/scim+json`, the token as bearer. */
async function scim<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/scim/v2${path}`, {
    method,
    headers: { 'content-type': 'application/scim+json', authorization: `Bearer ${token}` },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`SCIM ${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** `GET /auth/me` with the page's own access token: its status and body. */
async function meOf(page: Page): Promise<{ status: number; body: MeResponse }> {
  return page.evaluate(async () => {
    const stored = JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as { state: { accessToken: string } };
    const response = await fetch('/api/auth/me', { headers: { authorization: `Bearer ${stored.state.accessToken}` } });
    return { status: response.status, body: (await response.json()) as MeResponse };
  });
}

describe('SAML sign-in and SCIM provisioning', () => {
  const browser = useBrowser();
  let idp: Awaited<ReturnType<typeof startSamlIdp>>;

  beforeAll(async () => {
    idp = await startSamlIdp();
  });
  afterAll(async () => {
    await idp?.stop();
  });

  it('a newcomer signs in through the SAML IdP; SCIM provisions people and groups and signs a deactivated person out', async () => {
    const { page } = browser;
    const stamp = Date.now();
    const domain = `saml-${stamp}.test`;
    const newcomer = `sami.${stamp}@${domain}`;

    const ownerEmail = `scim-owner.${stamp}@example.com`;
    const { organizationId, organizationName } = await enterpriseOwner('Ines', ownerEmail);

    // The IT admin pastes the IdP's metadata in Settings → Sign-in security, SAML 2.0.
    await signIn(page, ownerEmail, OWNER_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/app');
    await page.goto('/app/settings?tab=sso');
    await page.getByRole('button', { name: 'Set up single sign-on' }).click();
    await page.getByRole('radio', { name: 'SAML 2.0' }).click();
    await page.getByLabel('Identity provider metadata (XML)').fill(idp.metadata);
    await page.getByRole('textbox', { name: 'Add a domain' }).fill(domain);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('combobox', { name: 'Role of people who sign in for the first time' }).click();
    await page.getByRole('option', { name: 'Viewer' }).click();
    await page.getByRole('button', { name: 'Save connection' }).click();
    await page.getByRole('heading', { name: 'SAML 2.0 connection' }).waitFor();
    await page.getByRole('button', { name: `Verify ${domain}` }).waitFor();
    // The IdP reads our SP metadata from its public URL.
    const spMetadata = await fetch(`${baseUrl}/api/auth/saml/${organizationId}/metadata`);
    expect(spMetadata.status).toBe(200);
    idp.trust(await spMetadata.text());

    // The super administrator verifies the domain in /admin (no DNS in this journey).
    const admin = await freshPage(page);
    await signIn(admin, 'superadmin@demo.okr');
    await admin.waitForURL((url) => url.pathname.startsWith('/admin'));
    await admin.goto(`/admin/organizations/${organizationId}`);
    await admin.getByRole('textbox', { name: 'Domain' }).fill(domain);
    await admin.getByRole('button', { name: 'Mark verified' }).click();
    await admin.getByText(`${domain} is verified for single sign-on`).waitFor();
    await admin.context().close();

    // Someone with no account: email first, the IdP (HTTP-Redirect out, HTTP-POST back), in as a Viewer.
    const person = await freshPage(page);
    idp.willSignIn({ email: newcomer, givenName: 'Sami', familyName: 'Newcomer' });
    await person.goto('/login');
    await person.getByLabel('Email').first().fill(newcomer);
    await person.getByRole('button', { name: /^continue$/i }).click();
    await person.getByRole('button', { name: 'Continue with single sign-on' }).click();
    await person.waitForURL((url) => url.origin === baseUrl && url.pathname.startsWith('/app'), { timeout: 20_000 });
    const me = await meOf(person);
    expect(me.body.user).toMatchObject({ email: newcomer, firstName: 'Sami', lastName: 'Newcomer' });
    expect(me.body.organization?.id).toBe(organizationId);
    expect(me.body.user.roles.map((role) => role.roleType)).toEqual(['Viewer']);

    // Directory sync: a token created in the panel, its secret read from the dialog that shows it once.
    await page.reload();
    const panel = page.locator('.okr-directory-sync');
    await panel.getByRole('button', { name: 'Create token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your new SCIM token' });
    const secret = (await dialog.getByLabel('Secret of the new SCIM token').textContent()) ?? '';
    expect(secret).toMatch(/^scim_[0-9A-Za-z]{40}$/);
    expect(await dialog.locator('code').first().textContent()).toBe(`${baseUrl}/scim/v2`);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Done' }).click();

    // Ten people, the newcomer among them (linked, not created again), and two groups.
    const people = [newcomer, ...Array.from({ length: 9 }, (_, index) => `person${index}.${stamp}@${domain}`)];
    const ids: string[] = [];
    for (const [index, email] of people.entries()) {
      const created = await scim<{ id: string }>(secret, 'POST', '/Users', {
        schemas: [USER],
        userName: email,
        externalId: `ext-${stamp}-${index}`,
        name: { givenName: `Person${index}`, familyName: 'Provisioned' },
        emails: [{ value: email, primary: true, type: 'work' }],
        active: true,
      });
      ids.push(created.id);
    }
    const [newcomerId] = ids as [string];
    const engineering = await scim<{ id: string }>(secret, 'POST', '/Groups', { schemas: [GROUP], displayName: `Engineering ${stamp}`, members: ids.slice(0, 5).map((value) => ({ value })) });
    await scim(secret, 'POST', '/Groups', { schemas: [GROUP], displayName: `Sales ${stamp}`, members: ids.slice(5).map((value) => ({ value })) });
    // A group's members change the way Entra ID sends it.
    await scim(secret, 'PATCH', `/Groups/${engineering.id}`, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'remove', path: `members[value eq "${ids[4]}"]` },
        { op: 'add', path: 'members', value: [{ value: ids[5] }] },
      ],
    });
    const listed = await scim<{ totalResults: number }>(secret, 'GET', `/Users?filter=${encodeURIComponent(`userName eq "${newcomer}"`)}`);
    expect(listed.totalResults).toBe(1);

    // The panel shows what the IdP did: counts, both groups, the events by token.
    await page.reload();
    await expect.poll(() => panel.getAttribute('data-state')).toBe('ready');
    await expect.poll(() => panel.locator('[data-count="groups"] dd').textContent()).toBe('2');
    expect(await panel.getByRole('combobox', { name: `Role of Engineering ${stamp}` }).count()).toBe(1);
    await expect.poll(() => panel.locator('.okr-scim-events').textContent()).toContain(`person8.${stamp}@${domain}`);

    // Deactivated (active as a string, as Entra ID sends it): out of the organization at their next request.
    const objectives = (id: string) =>
      person.evaluate(async (organization) => {
        const stored = JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as { state: { accessToken: string } };
        const response = await fetch('/api/objectives', { headers: { authorization: `Bearer ${stored.state.accessToken}`, 'x-organization-id': organization } });
        return response.status;
      }, id);
    expect(await objectives(organizationId)).toBe(200);
    await scim(secret, 'PATCH', `/Users/${newcomerId}`, { schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'active', value: 'False' }] });
    expect(await objectives(organizationId)).toBe(404);
    const after = await meOf(person);
    expect(after.body.organization?.id ?? null).not.toBe(organizationId);
    // The app, reloaded, no longer offers the organization: it was their only one.
    await person.reload();
    await person.getByText("You don't belong to an organization yet.").waitFor({ timeout: 20_000 });
    expect(await person.getByText(organizationName).count()).toBe(0);
    await person.context().close();

    await page.reload();
    await expect.poll(() => panel.locator('.okr-scim-events [data-action="scim.user_deactivated"]').first().textContent()).toContain(newcomer);
  });
});
