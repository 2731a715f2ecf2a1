import type { ObjectiveFilters } from './api';

/** A search or a filter is on: an empty list then means "nothing matches", not "none yet". */
export const hasObjectiveFilters = (filters: ObjectiveFilters): boolean =>
  Object.values(filters).some((value) => value !== undefined && value !== '');
