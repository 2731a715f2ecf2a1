import { describe, expect, it } from 'vitest';
import { canDo, effectivePermissions, noPermissions } from './effectivePermissions';

const row = (domainName: 'objectives' | 'settings', flags: Partial<Record<'canCreate' | 'canRead' | 'canUpdate' | 'canDelete', boolean>>) => ({
  domainName,
  canCreate: false,
  canRead: false,
  canUpdate: false,
  canDelete: false,
  ...flags,
});

describe('effectivePermissions', () => {
  it('gives the default Admin role (Application) every flag whatever its rows', () => {
    const set = effectivePermissions([{ roleType: 'Admin', category: 'Application', rows: [] }]);
    expect(canDo(set, 'settings', 'delete')).toBe(true);
    expect(canDo(set, 'users', 'create')).toBe(true);
  });

  it('gives a Custom role of type Admin exactly its rows', () => {
    const set = effectivePermissions([
      { roleType: 'Admin', category: 'Custom', rows: [row('objectives', { canRead: true })] },
    ]);
    expect(canDo(set, 'objectives', 'read')).toBe(true);
    expect(canDo(set, 'objectives', 'update')).toBe(false);
    expect(canDo(set, 'settings', 'read')).toBe(false);
  });

  it('unions the rows of every role held', () => {
    const set = effectivePermissions([
      { roleType: 'Viewer', category: 'Application', rows: [row('objectives', { canRead: true })] },
      { roleType: 'Editor', category: 'Custom', rows: [row('objectives', { canUpdate: true })] },
    ]);
    expect(set.objectives).toEqual({ canCreate: false, canRead: true, canUpdate: true, canDelete: false });
  });

  it('allows nothing without roles, and canDo is false for a missing set', () => {
    expect(Object.values(noPermissions()).every((flags) => Object.values(flags).every((flag) => !flag))).toBe(true);
    expect(canDo(null, 'objectives', 'read')).toBe(false);
  });
});
