import { describe, expect, it } from 'vitest';
import { defaultRolePermissions } from './defaultRolePermissions';
import { flagBeyond, intersectPermissions, readOnlyWithin } from './apiKeyPermissions';
import { noPermissions } from './effectivePermissions';
import type { EffectivePermissions } from './effectivePermissions';

const admin = defaultRolePermissions.Admin as EffectivePermissions;
const editor = { ...noPermissions(), ...defaultRolePermissions.Editor } as EffectivePermissions;

describe('API key permissions', () => {
  it('names the first flag a key would hold beyond its creator', () => {
    expect(flagBeyond(admin, editor)).toMatch(/settings|organizations|users/);
    expect(flagBeyond(readOnlyWithin(editor), editor)).toBeNull();
    expect(flagBeyond(noPermissions(), noPermissions())).toBeNull();
  });

  it('keeps only the flags both hold', () => {
    const both = intersectPermissions(admin, readOnlyWithin(editor));
    expect(both.objectives).toEqual({ canCreate: false, canRead: true, canUpdate: false, canDelete: false });
    expect(both.settings).toEqual({ canCreate: false, canRead: false, canUpdate: false, canDelete: false });
  });

  it('starts a key read-only within what its creator may read', () => {
    expect(readOnlyWithin(admin).settings).toEqual({ canCreate: false, canRead: true, canUpdate: false, canDelete: false });
    expect(readOnlyWithin(editor).settings.canRead).toBe(false);
  });
});
