import type { WeekItem } from '@okr/contract';

/** One organization's items in My week. */
export interface WeekGroup {
  id: string;
  name: string;
  items: WeekItem[];
}

/** Groups in order of their most urgent item (the API's order), items in the API's order within. */
export function weekGroupsOf(items: readonly WeekItem[]): WeekGroup[] {
  const groups = new Map<string, WeekGroup>();
  for (const item of items) {
    const group = groups.get(item.organization.id) ?? { ...item.organization, items: [] };
    group.items.push(item);
    groups.set(item.organization.id, group);
  }
  return [...groups.values()];
}
