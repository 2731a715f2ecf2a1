import { keyResultRisk } from '@okr/contract';
import type { ObjectiveStatus } from '@okr/contract';

/** The columns `keyResultRisk` reads, as the key result queries select them with their objective's. */
export interface KeyResultRiskRow {
  progress: number;
  confidence: number | null;
  due_date: string | null;
  objective_status: ObjectiveStatus;
  start_date: string | null;
  end_date: string | null;
}

/** `keyResultRisk` of a key result row joined with its objective. */
export function keyResultRiskOfRow(row: KeyResultRiskRow, today: string) {
  return keyResultRisk(
    { progress: row.progress, confidence: row.confidence, dueDate: row.due_date },
    { status: row.objective_status, startDate: row.start_date, endDate: row.end_date },
    today,
  );
}
