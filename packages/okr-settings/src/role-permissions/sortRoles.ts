import type { Role } from '@okr/contract';

// One collator for every comparison: `localeCompare` with options builds a new one per call.
const byName = new Intl.Collator(undefined, { sensitivity: 'base' });

/** Spec §2: System roles first, then alphabetical by name. */
export function compareRoles(a: Pick<Role, 'name' | 'category'>, b: Pick<Role, 'name' | 'category'>): number {
  const system = Number(b.category === 'System') - Number(a.category === 'System');
  return system || byName.compare(a.name, b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

export function sortRoles<R extends Pick<Role, 'name' | 'category'>>(roles: readonly R[]): R[] {
  return [...roles].sort(compareRoles);
}
