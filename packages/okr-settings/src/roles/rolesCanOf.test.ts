import { describe, expect, it } from 'vitest';
import type { EffectivePermissions } from '@okr/contract';
import { rolesCanOf } from './rolesCanOf';

const flags = (canCreate: boolean, canUpdate: boolean, canDelete: boolean) =>
  ({ settings: { canRead: true, canCreate, canUpdate, canDelete } }) as unknown as EffectivePermissions;
const custom = { category: 'Custom' } as const;
const application = { category: 'Application' } as const;

describe('rolesCanOf', () => {
  it('allows nothing until the flags are known', () => {
    const can = rolesCanOf(null);
    expect([can.create, can.edit(custom), can.remove(custom)]).toEqual([false, false, false]);
  });

  it('answers create, edit and delete from the settings flags', () => {
    expect(rolesCanOf(flags(true, false, false)).create).toBe(true);
    expect(rolesCanOf(flags(false, true, false)).edit(custom)).toBe(true);
    expect(rolesCanOf(flags(false, false, true)).remove(custom)).toBe(true);
    expect(rolesCanOf(flags(true, false, false)).edit(custom)).toBe(false);
  });

  it('never edits or deletes an Application role, whatever the flags', () => {
    const can = rolesCanOf(flags(true, true, true));
    expect([can.edit(application), can.remove(application)]).toEqual([false, false]);
  });
});
