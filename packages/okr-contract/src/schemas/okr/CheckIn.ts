import { z } from 'zod';
import { Id, Text, Timestamp } from '../common';
import { KeyResult } from './KeyResult';
import { Objective } from './Objective';
import { amount } from './okrFields';

export const CheckIn = z.object({
  id: Id,
  organizationId: Id,
  keyResultId: Id,
  value: z.number(),
  confidence: z.number().int(),
  note: Text.nullable(),
  authorId: Id.nullable(),
  createdAt: Timestamp,
});
export type CheckIn = z.infer<typeof CheckIn>;

/** POST /key-results/{id}/check-ins: the new value, a confidence 0..10 and an optional note. */
export const CreateCheckInRequest = z.strictObject({
  value: amount,
  confidence: z.number().int('A whole number from 0 to 10').min(0).max(10),
  note: Text.trim().max(2000).nullable().optional(),
});
export type CreateCheckInRequest = z.infer<typeof CreateCheckInRequest>;

/** The answer of a check-in: the check-in, with the key result and objective it moved (one transaction). */
export const CheckInCreated = CheckIn.extend({ keyResult: KeyResult, objective: Objective });
export type CheckInCreated = z.infer<typeof CheckInCreated>;
