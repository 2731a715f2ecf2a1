import { z } from 'zod';
import { Id, Text, Timestamp } from '../common';
import { DeliverableStatus, MetricType } from '../enums';
import { DateOnly, Versioned, amount, description, title, version } from './okrFields';

export const KeyResult = z.object({
  ...Versioned,
  objectiveId: Id,
  title: Text,
  description: Text.nullable(),
  metricType: MetricType,
  startValue: z.number(),
  targetValue: z.number(),
  currentValue: z.number(),
  unit: Text.nullable(),
  weight: z.number(),
  deliverableStatus: DeliverableStatus,
  ownerId: Id.nullable(),
  dueDate: Text.nullable(),
  /** 0..100, computed from the metric type; read-only. */
  progress: z.number(),
  /** Confidence (0..10) of the latest check-in, null before any; read-only. */
  confidence: z.number().nullable(),
  lastCheckInAt: Timestamp.nullable(),
});
export type KeyResult = z.infer<typeof KeyResult>;

const keyResultFields = {
  title,
  description: description.optional(),
  metricType: MetricType,
  startValue: amount.optional(),
  targetValue: amount.optional(),
  currentValue: amount.optional(),
  unit: Text.trim().max(30).nullable().optional(),
  weight: z.number().finite().min(0).max(100).optional(),
  deliverableStatus: DeliverableStatus.optional(),
  ownerId: Id.nullable().optional(),
  dueDate: DateOnly.nullable().optional(),
};

/**
 * POST /objectives/{id}/key-results. Defaults: Percentage 0 → 100, Binary 0 → 1 (its values are
 * 0 or 1), Numeric needs `targetValue`; `currentValue` starts at `startValue`; weight 1.
 */
export const CreateKeyResultRequest = z.strictObject(keyResultFields);
export type CreateKeyResultRequest = z.infer<typeof CreateKeyResultRequest>;

/** PATCH /key-results/{id}. */
export const UpdateKeyResultRequest = z.strictObject({
  ...keyResultFields,
  title: title.optional(),
  metricType: MetricType.optional(),
  version: version.optional(),
});
export type UpdateKeyResultRequest = z.infer<typeof UpdateKeyResultRequest>;
