import { describe, expect, it } from 'vitest';
import type { EffectivePermissions } from '@okr/contract';
import { rolePermissionsCanOf } from './rolePermissionsCanOf';

const flags = (canCreate: boolean, canUpdate: boolean, canDelete: boolean) =>
  ({ settings: { canRead: true, canCreate, canUpdate, canDelete } }) as unknown as EffectivePermissions;
const defaultAdmin = { roleType: 'Admin', category: 'Application' } as const;
const customAdmin = { roleType: 'Admin', category: 'Custom' } as const;
const editor = { roleType: 'Editor', category: 'Application' } as const;

describe('rolePermissionsCanOf', () => {
  it('allows nothing until the flags are known', () => {
    const can = rolePermissionsCanOf(undefined);
    expect([can.create, can.edit(editor), can.remove(editor)]).toEqual([false, false, false]);
  });

  it('answers create, edit and delete from the settings flags', () => {
    expect(rolePermissionsCanOf(flags(true, false, false)).create).toBe(true);
    expect(rolePermissionsCanOf(flags(false, true, false)).edit(editor)).toBe(true);
    expect(rolePermissionsCanOf(flags(false, true, false)).remove(editor)).toBe(false);
    expect(rolePermissionsCanOf(flags(false, false, true)).remove(editor)).toBe(true);
  });

  it('locks the default Admin role only (the contract Admin rule), not a Custom role of type Admin', () => {
    const can = rolePermissionsCanOf(flags(true, true, true));
    expect([can.edit(defaultAdmin), can.remove(defaultAdmin)]).toEqual([false, false]);
    expect([can.edit(customAdmin), can.edit(undefined)]).toEqual([true, true]);
  });
});
