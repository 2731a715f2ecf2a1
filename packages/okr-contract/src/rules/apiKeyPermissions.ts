import { missingPermissionMessage } from './missingPermissionMessage';
import { permissionDomains } from '../roles';
import type { EffectivePermissions, PermissionAction } from './effectivePermissions';

const flagOf = { create: 'canCreate', read: 'canRead', update: 'canUpdate', delete: 'canDelete' } as const satisfies Record<
  PermissionAction,
  keyof EffectivePermissions['objectives']
>;
const actions = Object.keys(flagOf) as PermissionAction[];

/**
 * The first flag `wanted` holds that `held` does not, as a 403 names it (`missing: settings.create`),
 * else null. An API key never holds a flag its creator lacks (api-contract.md "API keys").
 */
export function flagBeyond(wanted: EffectivePermissions, held: EffectivePermissions): string | null {
  for (const domain of permissionDomains) {
    for (const action of actions) {
      const flag = flagOf[action];
      if (wanted[domain][flag] && !held[domain][flag]) return missingPermissionMessage(domain, action);
    }
  }
  return null;
}

/** The flags both hold: a key acts with its own flags, never beyond its creator's current ones. */
export function intersectPermissions(a: EffectivePermissions, b: EffectivePermissions): EffectivePermissions {
  return Object.fromEntries(
    permissionDomains.map((domain) => [
      domain,
      {
        canCreate: a[domain].canCreate && b[domain].canCreate,
        canRead: a[domain].canRead && b[domain].canRead,
        canUpdate: a[domain].canUpdate && b[domain].canUpdate,
        canDelete: a[domain].canDelete && b[domain].canDelete,
      },
    ]),
  ) as EffectivePermissions;
}

/** Read on every domain the holder may read, nothing else: what a new key starts with. */
export function readOnlyWithin(held: EffectivePermissions): EffectivePermissions {
  return Object.fromEntries(
    permissionDomains.map((domain) => [domain, { canCreate: false, canRead: held[domain].canRead, canUpdate: false, canDelete: false }]),
  ) as EffectivePermissions;
}
