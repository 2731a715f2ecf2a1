import { describe, expect, it } from 'vitest';
import type { EffectivePermissions } from '@okr/contract';
import { membersCanOf } from './memberPermissions';

const flags = (canCreate: boolean, canUpdate: boolean, canDelete: boolean) =>
  ({ users: { canRead: true, canCreate, canUpdate, canDelete } }) as unknown as EffectivePermissions;
const owner = { membershipType: 'Owner' } as const;
const member = { membershipType: 'Member' } as const;

describe('membersCanOf', () => {
  it('allows nothing until the flags are known', () => {
    const can = membersCanOf(null);
    expect([can.invite, can.changeRole(member), can.remove(member)]).toEqual([false, false, false]);
  });

  it('answers invite, change role and remove from the users flags', () => {
    expect(membersCanOf(flags(true, false, false)).invite).toBe(true);
    expect(membersCanOf(flags(false, true, false)).changeRole(member)).toBe(true);
    expect(membersCanOf(flags(false, false, true)).remove(member)).toBe(true);
    expect(membersCanOf(flags(false, false, false)).remove(member)).toBe(false);
  });

  it('never removes the Owner, whatever the flags', () => {
    const can = membersCanOf(flags(true, true, true));
    expect(can.remove(owner)).toBe(false);
    expect(can.changeRole(owner)).toBe(true);
  });
});
