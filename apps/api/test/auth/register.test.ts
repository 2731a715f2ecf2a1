import { describe, expect, it } from 'vitest';
import { PASSWORD, bearer, randomIp, register, uniqueEmail } from '../support/api';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();

/**
 * api-contract.md, "Default rows created with each organization", written out here rather than
 * imported so that a wrong constant in the code cannot pass. C R U D = create read update delete.
 */
const expectedDefaultPermissions = {
  Admin: {
    objectives: 'CRUD',
    key_results: 'CRUD',
    initiatives: 'CRUD',
    organizations: 'CRUD',
    users: 'CRUD',
    settings: 'CRUD',
  },
  Editor: {
    objectives: 'CRUD',
    key_results: 'CRUD',
    initiatives: 'CRUD',
    organizations: '-R--',
    users: '-R--',
    settings: '----',
  },
  Viewer: {
    objectives: '-R--',
    key_results: '-R--',
    initiatives: '-R--',
    organizations: '-R--',
    users: '-R--',
    settings: '----',
  },
};

/**
 * The permission rows of an organization's Application roles in the same notation. A domain
 * without a row grants nothing and reads '----'; a domain with two rows fails.
 */
async function permissionTableOf(organizationId: string) {
  const rows = await ctx.db
    .selectFrom('role_permissions')
    .innerJoin('roles', 'roles.id', 'role_permissions.role_id')
    .select(['roles.role_type', 'role_permissions.domain_name', 'can_create', 'can_read', 'can_update', 'can_delete'])
    .where('roles.organization_id', '=', organizationId)
    .execute();
  const table: Record<string, Record<string, string>> = {};
  for (const roleType of ['Admin', 'Editor', 'Viewer']) {
    table[roleType] = Object.fromEntries(
      ['objectives', 'key_results', 'initiatives', 'organizations', 'users', 'settings'].map((d) => [d, '----']),
    );
  }
  const seen = new Set<string>();
  for (const row of rows) {
    const key = `${row.role_type}/${row.domain_name}`;
    expect(seen.has(key), `two rows for ${key}`).toBe(false);
    seen.add(key);
    table[row.role_type] ??= {};
    table[row.role_type]![row.domain_name] = [
      row.can_create ? 'C' : '-',
      row.can_read ? 'R' : '-',
      row.can_update ? 'U' : '-',
      row.can_delete ? 'D' : '-',
    ].join('');
  }
  return table;
}

function registerRaw(payload: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: payload as object,
    remoteAddress: randomIp(),
  });
}

describe('POST /api/auth/register', () => {
  it('creates the user, a personal organization they own as Admin, and a session', async () => {
    const session = await register(ctx.app, { firstName: 'Ada', lastName: 'Lovelace' });
    expect(session.user).toMatchObject({
      email: session.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      fullName: 'Ada Lovelace',
      isOnboardingComplete: false,
    });
    expect(session.organization).toMatchObject({ name: "Ada Lovelace's Organization", plan: 'Free', size: 'small' });
    expect(session.user.roles).toEqual([
      expect.objectContaining({ roleType: 'Admin', category: 'Application', organizationId: session.organization?.id }),
    ]);
    expect(session.accessToken).toMatch(/^ey/);
    expect(session.refreshToken.length).toBeGreaterThan(30);

    const orgId = session.organization!.id;
    const member = await ctx.db
      .selectFrom('organization_members')
      .selectAll()
      .where('organization_id', '=', orgId)
      .execute();
    expect(member).toEqual([
      expect.objectContaining({ user_id: session.user.id, membership_type: 'Owner', is_active: true }),
    ]);
    const user = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', session.user.id)
      .executeTakeFirstOrThrow();
    expect(user.current_organization_id).toBe(orgId);
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('creates the Admin, Editor and Viewer Application roles with the default permission rows', async () => {
    const session = await register(ctx.app);
    const roles = await ctx.db
      .selectFrom('roles')
      .select(['id', 'name', 'role_type', 'category'])
      .where('organization_id', '=', session.organization!.id)
      .orderBy('name')
      .execute();
    expect(roles.map((role) => [role.name, role.role_type, role.category])).toEqual([
      ['Admin', 'Admin', 'Application'],
      ['Editor', 'Editor', 'Application'],
      ['Viewer', 'Viewer', 'Application'],
    ]);
    expect(await permissionTableOf(session.organization!.id)).toEqual(expectedDefaultPermissions);
  });

  it('gives an organization made with POST /api/organizations the same default permission rows', async () => {
    const session = await register(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/organizations',
      headers: bearer(session.accessToken),
      payload: { name: 'Second Org' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await permissionTableOf(response.json().id)).toEqual(expectedDefaultPermissions);
  });

  it('names the organization after organizationName when sent', async () => {
    const session = await register(ctx.app, { organizationName: 'Analytical Engines Ltd' });
    expect(session.organization?.name).toBe('Analytical Engines Ltd');
  });

  it('names the organization after the first name alone when the last name is empty', async () => {
    const session = await register(ctx.app, { firstName: 'Plato', lastName: '' });
    expect(session.organization?.name).toBe("Plato's Organization");
    expect(session.user.fullName).toBe('Plato');
  });

  it('stores the email lowercased', async () => {
    const email = uniqueEmail('MiXeD').toUpperCase();
    const session = await register(ctx.app, { email });
    expect(session.user.email).toBe(email.toLowerCase());
  });

  it('answers 409 CONFLICT for an email already registered, whatever its case', async () => {
    const { email } = await register(ctx.app);
    const response = await registerRaw({
      email: email.toUpperCase(),
      password: PASSWORD,
      firstName: 'B',
      lastName: 'C',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT' });
    const count = await ctx.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it.each([
    ['7 characters', 'x'.repeat(7)],
    ['129 characters', 'x'.repeat(129)],
  ])('rejects a password of %s with 400 and the field in details', async (_label, password) => {
    const response = await registerRaw({ email: uniqueEmail(), password, firstName: 'A', lastName: 'B' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [expect.objectContaining({ field: 'password' })],
    });
  });

  it('accepts passwords of exactly 8 and 128 characters', async () => {
    await register(ctx.app, { password: 'x'.repeat(8) });
    await register(ctx.app, { password: 'y'.repeat(128) });
  });
});
