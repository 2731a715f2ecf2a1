import { randomUUID } from 'node:crypto';
import { keyResultProgress } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { scoped } from '../../db/scoped';

type Db = Kysely<Database>;

/**
 * The key results of the rolled-over objectives (`copyOf`: original objective → copy), each with
 * `currentValue` back to `startValue`, its progress from there, no confidence, no check-in and a
 * deliverable Pending again; the other fields kept. Answers original key result → copy.
 */
export async function copyKeyResults(trx: Db, organizationId: string, copyOf: Map<string, string>, now: Date): Promise<Map<string, string>> {
  const originals = await scoped(trx, organizationId)
    .selectFrom('key_results')
    .selectAll()
    .where('objective_id', 'in', [...copyOf.keys()])
    .orderBy('seq')
    .execute();
  const copies = new Map(originals.map((original) => [original.id, randomUUID()]));
  if (originals.length === 0) return copies;
  await scoped(trx, organizationId)
    .insertInto(
      'key_results',
      originals.map((original) => ({
        id: copies.get(original.id)!,
        objective_id: copyOf.get(original.objective_id)!,
        title: original.title,
        description: original.description,
        metric_type: original.metric_type,
        start_value: original.start_value,
        target_value: original.target_value,
        current_value: original.start_value,
        unit: original.unit,
        weight: original.weight,
        deliverable_status: 'Pending' as const,
        owner_id: original.owner_id,
        due_date: original.due_date,
        progress: keyResultProgress({
          metricType: original.metric_type,
          startValue: original.start_value,
          targetValue: original.target_value,
          currentValue: original.start_value,
        }),
        confidence: null,
        last_check_in_at: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  return copies;
}

/**
 * `includeInitiatives`: the initiatives serving an original objective or key result serve its copy
 * too (linked, not duplicated: the work goes on, with its tasks, into the new period).
 */
export async function copyInitiativeLinks(
  trx: Db,
  organizationId: string,
  objectiveCopies: Map<string, string>,
  keyResultCopies: Map<string, string>,
): Promise<void> {
  const area = scoped(trx, organizationId);
  const objectiveLinks = await area
    .selectFrom('initiative_objectives')
    .select(['initiative_id', 'objective_id'])
    .where('objective_id', 'in', [...objectiveCopies.keys()])
    .execute();
  if (objectiveLinks.length > 0) {
    await area
      .insertInto(
        'initiative_objectives',
        objectiveLinks.map((link) => ({ initiative_id: link.initiative_id, objective_id: objectiveCopies.get(link.objective_id)! })),
      )
      .execute();
  }
  if (keyResultCopies.size === 0) return;
  const keyResultLinks = await area
    .selectFrom('initiative_key_results')
    .select(['initiative_id', 'key_result_id'])
    .where('key_result_id', 'in', [...keyResultCopies.keys()])
    .execute();
  if (keyResultLinks.length > 0) {
    await area
      .insertInto(
        'initiative_key_results',
        keyResultLinks.map((link) => ({ initiative_id: link.initiative_id, key_result_id: keyResultCopies.get(link.key_result_id)! })),
      )
      .execute();
  }
}
