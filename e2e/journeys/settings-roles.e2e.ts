import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { DEMO_PASSWORD, signIn } from '../support/session';

// Roles and the permission matrix, end to end: an Admin makes a Custom role, gives it a
// permission, gives the role to a member, and the member's very next request may do what it
// could not before. Each test registers its own organization, so the demo data stays as it is.
const baseUrl = inject('baseUrl');

interface Account {
  userId: string;
  organizationId: string;
  accessToken: string;
  email: string;
}

async function call(token: string, method: string, path: string, body?: unknown, organizationId?: string) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(organizationId ? { 'x-organization-id': organizationId } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

/** A new user with their own organization (Owner and Admin there), onboarding done. */
async function registerAccount(firstName: string): Promise<Account> {
  const email = `${firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@roles-journey.example.com`;
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, firstName, lastName: 'Journey' }),
  });
  expect(response.status).toBe(201);
  const session = (await response.json()) as { user: { id: string }; organization: { id: string }; accessToken: string };
  expect((await call(session.accessToken, 'POST', '/auth/complete-onboarding')).status).toBe(200);
  return { userId: session.user.id, organizationId: session.organization.id, accessToken: session.accessToken, email };
}

/** An Admin's organization with a second user in it as a Viewer. */
async function organizationWithMember() {
  const admin = await registerAccount('Ada');
  const member = await registerAccount('Max');
  const added = await call(admin.accessToken, 'POST', `/organizations/${admin.organizationId}/users`, {
    userId: member.userId,
    roleType: 'Viewer',
  });
  expect(added.status).toBe(201);
  return { admin, member };
}

/** The member, acting in the Admin's organization with the access token of their own sign-in. */
const asMember = (member: Account, organizationId: string) => (method: string, path: string, body?: unknown) =>
  call(member.accessToken, method, path, body, organizationId);

async function roleIdByName(admin: Account, name: string): Promise<string> {
  const roles = (await call(admin.accessToken, 'GET', '/roles', undefined, admin.organizationId)).body as unknown as {
    id: string;
    name: string;
  }[];
  const role = roles.find((candidate) => candidate.name === name);
  if (!role) throw new Error(`no role named ${name}`);
  return role.id;
}

/** Gives the member the Viewer role and the named Custom role (`PUT .../users/{userId}/roles`). */
async function grantRole(admin: Account, member: Account, roleName: string) {
  const viewer = await roleIdByName(admin, 'Viewer');
  const custom = await roleIdByName(admin, roleName);
  const put = await call(
    admin.accessToken,
    'PUT',
    `/organizations/${admin.organizationId}/users/${member.userId}/roles`,
    { roleIds: [viewer, custom] },
    admin.organizationId,
  );
  expect(put.status).toBe(200);
}

/**
 * The deletion answered: its dialog closed and the row left the table. While the confirmation is
 * open the table is hidden from the accessibility tree (a modal), so a role query alone would pass
 * before the DELETE had even been answered.
 */
async function roleGone(page: Page, name: string) {
  await page.getByRole('alertdialog', { name: 'Delete Role' }).waitFor({ state: 'detached' });
  await expect.poll(() => page.getByRole('rowheader', { name, includeHidden: true }).count()).toBe(0);
}

async function openTab(page: Page, name: 'Roles' | 'Role Permissions') {
  await page.getByRole('tab', { name, exact: true }).click();
}

describe('roles and the permission matrix', () => {
  const browser = useBrowser();

  it('an Admin creates a Custom role and its permission in /app/settings; the member may use it on the next request', async () => {
    const { page } = browser;
    const { admin, member } = await organizationWithMember();
    const memberCalls = asMember(member, admin.organizationId);
    // Before: a Viewer holds no settings flag.
    expect((await memberCalls('GET', '/roles')).status).toBe(403);

    await signIn(page, admin.email);
    await page.waitForURL((url) => url.pathname === '/app');
    await page.goto('/app/settings');
    await openTab(page, 'Roles');

    // Create a Custom role (the dialog's defaults are Admin / Custom, the name the type's).
    await page.getByRole('button', { name: 'Create New Role' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Role' });
    await create.getByRole('combobox', { name: 'Role Type' }).click();
    await page.getByRole('option', { name: 'Viewer' }).click();
    await create.getByRole('textbox', { name: 'Name' }).fill('Release Manager');
    await create.getByRole('button', { name: 'Create Role' }).click();
    await page.getByRole('rowheader', { name: 'Release Manager' }).waitFor();

    // Give it settings: read and create on the matrix.
    await openTab(page, 'Role Permissions');
    await page.getByRole('button', { name: 'Create Role Permission' }).click();
    const permission = page.getByRole('dialog', { name: 'Create Role Permission' });
    await permission.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Release Manager' }).click();
    await permission.getByRole('combobox', { name: 'Domain' }).click();
    await page.getByRole('option', { name: 'settings' }).click();
    await permission.getByRole('switch', { name: 'Read' }).click();
    await permission.getByRole('button', { name: 'Create Permission' }).click();
    const read = page.getByRole('switch', { name: 'Read settings for Release Manager' });
    await expect.poll(() => read.getAttribute('aria-checked')).toBe('true');
    // A switch saves at once.
    const createFlag = page.getByRole('switch', { name: 'Create settings for Release Manager' });
    await createFlag.click();
    await page.getByText('Role permission updated successfully').first().waitFor();
    expect(await createFlag.getAttribute('aria-checked')).toBe('true');

    // The member gets the role; the same session may now read and create roles.
    await grantRole(admin, member, 'Release Manager');
    expect((await memberCalls('GET', '/roles')).status).toBe(200);
    const made = await memberCalls('POST', '/roles', { name: 'Made By Max', roleType: 'Viewer', category: 'Custom' });
    expect(made.status).toBe(201);

    // Edit and delete in the Roles tab.
    await openTab(page, 'Roles');
    await page.reload();
    await openTab(page, 'Roles');
    await page.getByRole('button', { name: 'Edit role Release Manager' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Role' });
    await edit.getByRole('textbox', { name: 'Name' }).fill('Release Captain');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('rowheader', { name: 'Release Captain' }).waitFor();
    await page.getByRole('button', { name: 'Delete role Made By Max' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Role' });
    await confirm.getByText('Are you sure you want to delete this role?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await roleGone(page, 'Made By Max');
    // Application roles cannot be edited or deleted.
    expect(await page.getByRole('button', { name: 'Edit role Admin' }).getAttribute('aria-disabled')).toBe('true');

    // The Admin rows of the matrix cannot be toggled.
    await openTab(page, 'Role Permissions');
    const locked = page.getByRole('switch', { name: 'Update settings for Admin' });
    expect(await locked.isDisabled()).toBe(true);
    await locked.click({ force: true });
    expect(await locked.getAttribute('aria-checked')).toBe('true');

    // Deleting the role takes its grant away on the member's next request.
    await page.getByRole('tab', { name: 'Roles', exact: true }).click();
    await page.getByRole('button', { name: 'Delete role Release Captain' }).click();
    await page.getByRole('alertdialog', { name: 'Delete Role' }).getByRole('button', { name: 'Delete' }).click();
    await roleGone(page, 'Release Captain');
    expect((await memberCalls('GET', '/roles')).status).toBe(403);
  });

  it('a permission given to a Custom role takes effect for its member on the very next request (API)', async () => {
    const { admin, member } = await organizationWithMember();
    const memberCalls = asMember(member, admin.organizationId);
    const adminCalls = (method: string, path: string, body?: unknown) =>
      call(admin.accessToken, method, path, body, admin.organizationId);
    expect((await memberCalls('GET', '/role-permissions')).status).toBe(403);

    const role = await adminCalls('POST', '/roles', { name: 'Auditor', roleType: 'Admin', category: 'Custom' });
    expect(role.status).toBe(201);
    await grantRole(admin, member, 'Auditor');
    // A Custom role of type Admin holds exactly its rows: none yet.
    expect((await memberCalls('GET', '/role-permissions')).status).toBe(403);

    const row = await adminCalls('POST', '/role-permissions', {
      roleId: role.body?.id,
      domainName: 'settings',
      canCreate: false,
      canRead: true,
      canUpdate: false,
      canDelete: false,
    });
    expect(row.status).toBe(201);
    expect((await memberCalls('GET', '/role-permissions')).status).toBe(200);
    expect((await memberCalls('PATCH', `/role-permissions/${String(row.body?.id)}`, { canUpdate: true })).status).toBe(403);

    // The matrix's switch call: PATCH with the changed flag only; then the member may update.
    expect((await adminCalls('PATCH', `/role-permissions/${String(row.body?.id)}`, { canUpdate: true })).status).toBe(200);
    expect((await memberCalls('PATCH', `/role-permissions/${String(row.body?.id)}`, { canCreate: true })).status).toBe(200);

    // The default Admin role's rows are locked on the server too.
    const rows = (await adminCalls('GET', '/role-permissions')).body as unknown as { id: string; roleId: string }[];
    const adminRoleId = await roleIdByName(admin, 'Admin');
    const adminRow = rows.find((candidate) => candidate.roleId === adminRoleId);
    const refused = await adminCalls('PATCH', `/role-permissions/${String(adminRow?.id)}`, { canRead: false });
    expect(refused.status).toBe(422);
    expect(refused.body?.message).toBe('Admin permissions are locked');
  });
});
