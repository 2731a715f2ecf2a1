import { z } from 'zod';
import { Id, Text } from '../common';
import { KeyResult } from './KeyResult';
import { Objective } from './Objective';

/** The objective a copy was rolled over from (POST /periods/{id}/rollover), as a detail names it. */
export const RolledOverFrom = z.object({ id: Id, title: Text });
export type RolledOverFrom = z.infer<typeof RolledOverFrom>;

/**
 * GET /objectives/{id}: the objective with its key results and, for a copy made by a roll-over,
 * the objective it was rolled over from (only here: not in the list, nor in webhooks).
 */
export const ObjectiveDetail = Objective.extend({
  keyResults: z.array(KeyResult),
  rolledOverFrom: RolledOverFrom.nullable().describe(
    'The objective this one was rolled over from (POST /periods/{id}/rollover copies it), with its current title; null when it is not a copy or when the original has been deleted.',
  ),
});
export type ObjectiveDetail = z.infer<typeof ObjectiveDetail>;
