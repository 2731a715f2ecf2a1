import { ORGANIZATION_HEADER, permissionDomains } from '@okr/contract';
import type { EffectivePermissions } from '@okr/contract';
import { describe, expect, it } from 'vitest';
import { addMember } from '../../src/modules/organizations/memberships';
import { bearer, register } from '../support/api';
import { applicationRoleId, grantCustomRole } from '../support/membership';
import type { PermissionRow } from '../support/membership';
import { useTestApp } from '../support/testApp';

// api-contract.md, Authorization: the default Admin role of each organization (type Admin,
// category Application) always holds every flag; a Custom role holds exactly its own rows,
// whatever its role type.

const ctx = useTestApp();

const allFlags = { canCreate: true, canRead: true, canUpdate: true, canDelete: true };
const noFlags = { canCreate: false, canRead: false, canUpdate: false, canDelete: false };
const everything = Object.fromEntries(permissionDomains.map((d) => [d, allFlags])) as EffectivePermissions;

/** A member of a fresh organization whose only role is a Custom one of type Admin with these rows. */
async function customAdmin(rows: PermissionRow[]) {
  const owner = await register(ctx.app);
  const member = await register(ctx.app);
  const organizationId = owner.organization!.id;
  await addMember(ctx.db, { organizationId, userId: member.user.id, membershipType: 'Member', roleIds: [] });
  await grantCustomRole(ctx.db, organizationId, member.user.id, rows, 'Admin');
  const headers = { ...bearer(member.accessToken), [ORGANIZATION_HEADER]: organizationId };
  return { organizationId, headers };
}

const me = (headers: Record<string, string>) => ctx.app.inject({ url: '/api/auth/me', headers });

describe('the Admin rule', () => {
  it('gives a Custom role of type Admin exactly its one row', async () => {
    const { headers, organizationId } = await customAdmin([{ domain: 'objectives', canRead: true }]);
    const response = await me(headers);
    expect(response.statusCode).toBe(200);
    const expected = Object.fromEntries(permissionDomains.map((d) => [d, noFlags]));
    expect(response.json().permissions).toEqual({ ...expected, objectives: { ...noFlags, canRead: true } });
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/organizations/${organizationId}`,
      headers,
      payload: { name: 'Not mine' },
    });
    expect(patch.statusCode).toBe(403);
    expect(patch.json().message).toContain('organizations.update');
  });

  it('lets a Custom Admin do what its row grants and nothing more', async () => {
    const { headers, organizationId } = await customAdmin([{ domain: 'organizations', canUpdate: true }]);
    const url = `/api/organizations/${organizationId}`;
    expect((await ctx.app.inject({ method: 'PATCH', url, headers, payload: { name: 'Renamed' } })).statusCode).toBe(200);
    const remove = await ctx.app.inject({ method: 'DELETE', url, headers });
    expect(remove.statusCode).toBe(403);
    expect(remove.json().message).toContain('organizations.delete');
  });

  it('gives the default Admin role every flag on all six domains, in /auth/me and the switch', async () => {
    const ada = await register(ctx.app);
    expect((await me(bearer(ada.accessToken))).json().permissions).toEqual(everything);
    const switched = await ctx.app.inject({
      method: 'POST',
      url: '/api/organizations/switch',
      headers: bearer(ada.accessToken),
      payload: { organizationId: ada.organization!.id },
    });
    expect(switched.json().permissions).toEqual(everything);
  });

  it('keeps every flag for the default Admin role even with its rows gone', async () => {
    const ada = await register(ctx.app);
    const adminRoleId = await applicationRoleId(ctx.db, ada.organization!.id, 'Admin');
    await ctx.db.deleteFrom('role_permissions').where('role_id', '=', adminRoleId).execute();
    expect((await me(bearer(ada.accessToken))).json().permissions).toEqual(everything);
  });

  it('unions the rows of every role held', async () => {
    const { headers, organizationId } = await customAdmin([{ domain: 'objectives', canRead: true }]);
    const member = (await me(headers)).json().user.id as string;
    await grantCustomRole(ctx.db, organizationId, member, [{ domain: 'objectives', canUpdate: true }], 'Viewer');
    expect((await me(headers)).json().permissions.objectives).toEqual({ ...noFlags, canRead: true, canUpdate: true });
  });
});
