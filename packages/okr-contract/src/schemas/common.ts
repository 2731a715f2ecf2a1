import { z } from 'zod';

/** Opaque id (UUID) as it travels on the wire. */
export const Id = z.string().min(1).max(64);
export type Id = z.infer<typeof Id>;

/** ISO 8601 timestamp in UTC. */
export const Timestamp = z.iso.datetime({ offset: true });

/** `{ message }` answers, such as adding a member. */
export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

export const IdParams = z.strictObject({ id: Id });
export type IdParams = z.infer<typeof IdParams>;
