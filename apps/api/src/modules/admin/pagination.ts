/** `%` and `_` are wildcards of LIKE: searched for literally. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The LIKE pattern of a case-insensitive prefix search. */
export const prefixPattern = (q: string) => `${escapeLike(q.toLowerCase())}%`;

export const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize;

/** `-name` → `{ field: 'name', direction: 'desc' }`. */
export function sortOf<F extends string>(sort: `-${F}` | F): { field: F; direction: 'asc' | 'desc' } {
  return sort.startsWith('-') ? { field: sort.slice(1) as F, direction: 'desc' } : { field: sort as F, direction: 'asc' };
}
