import type { Role } from '@okr/contract';

/** Spec §2: System roles first, then alphabetical by name. */
export function compareRoles(a: Pick<Role, 'name' | 'category'>, b: Pick<Role, 'name' | 'category'>): number {
  const system = Number(b.category === 'System') - Number(a.category === 'System');
  return system || a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.name.localeCompare(b.name);
}

export function sortRoles<R extends Pick<Role, 'name' | 'category'>>(roles: readonly R[]): R[] {
  return [...roles].sort(compareRoles);
}
