import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { scoped } from '../../src/db/scoped';
import { addMember } from '../../src/modules/organizations/memberships';
import { register } from '../support/api';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();

async function twoOrganizations() {
  const ada = await register(ctx.app);
  const bob = await register(ctx.app);
  return { ada, bob, a: ada.organization!.id, b: bob.organization!.id };
}

describe('scoped(db, organizationId)', () => {
  it('filters every select by the organization', async () => {
    const { a, b } = await twoOrganizations();
    const query = scoped(ctx.db, a).selectFrom('roles').select(['id', 'organization_id']);
    expect(query.compile().sql).toMatch(/where "roles"\."organization_id" = \$1/);
    const rows = await query.execute();
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.organization_id === a)).toBe(true);
    expect(rows.some((row) => row.organization_id === b)).toBe(false);
  });

  it('keeps the filter when the query adds its own conditions and joins', async () => {
    const { a, b } = await twoOrganizations();
    const bobRoleIds = (await scoped(ctx.db, b).selectFrom('roles').select('id').execute()).map((r) => r.id);
    const leaked = await scoped(ctx.db, a)
      .selectFrom('roles')
      .innerJoin('role_permissions', 'role_permissions.role_id', 'roles.id')
      .select('roles.id')
      .where('roles.id', 'in', bobRoleIds)
      .execute();
    expect(leaked).toEqual([]);
  });

  it('sets the organization on insert', async () => {
    const { a } = await twoOrganizations();
    const id = randomUUID();
    await scoped(ctx.db, a)
      .insertInto('roles', [{ id, name: 'Scoped', role_type: 'Viewer', category: 'Custom' }])
      .execute();
    const row = await ctx.db.selectFrom('roles').select('organization_id').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.organization_id).toBe(a);
  });

  it('updates and deletes only rows of the organization', async () => {
    const { a, b } = await twoOrganizations();
    const bobRoleIds = (await scoped(ctx.db, b).selectFrom('roles').select('id').execute()).map((r) => r.id);
    const updated = await scoped(ctx.db, a)
      .updateTable('roles')
      .set({ description: 'hijacked' })
      .where('id', 'in', bobRoleIds)
      .executeTakeFirst();
    expect(Number(updated.numUpdatedRows)).toBe(0);
    const deleted = await scoped(ctx.db, a).deleteFrom('roles').where('id', 'in', bobRoleIds).executeTakeFirst();
    expect(Number(deleted.numDeletedRows)).toBe(0);
    expect(await scoped(ctx.db, b).selectFrom('roles').select('id').execute()).toHaveLength(3);
  });

  it("lets addMember grant only the organization's own roles", async () => {
    const { a, b } = await twoOrganizations();
    const carol = await register(ctx.app);
    const bobRole = (await scoped(ctx.db, b).selectFrom('roles').select('id').executeTakeFirstOrThrow()).id;
    await expect(
      ctx.db.transaction().execute((trx) =>
        addMember(trx, { organizationId: a, userId: carol.user.id, membershipType: 'Member', roleIds: [bobRole] }),
      ),
    ).rejects.toThrow(/not one of the organization's roles/);
    const member = await scoped(ctx.db, a)
      .selectFrom('organization_members')
      .select('id')
      .where('user_id', '=', carol.user.id)
      .executeTakeFirst();
    expect(member).toBeUndefined();
  });
});
