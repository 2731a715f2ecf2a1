import { z } from 'zod';

/**
 * NUL, and a UTF-16 surrogate without its pair: neither can be stored (PostgreSQL refuses NUL in
 * text; a lone surrogate has no UTF-8 form) nor shown. One rule for every string at the edge.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses.
const unsafeText = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string may cross the edge: no NUL, no unpaired surrogate. */
export function isSafeText(value: string): boolean {
  return !unsafeText.test(value);
}

export const UNSAFE_TEXT_MESSAGE = 'Text cannot contain NUL characters or unpaired surrogates';

/**
 * Every string of the wire starts here instead of `z.string()`: the one rule for text at the edge
 * (a 400 naming the field, on the server and in the mocks alike). Chain limits and trims as usual.
 * `test/platform/textAtTheEdge.test.ts` (apps/api) walks every route's schemas for strings without it.
 */
export const Text = z.string().refine(isSafeText, { message: UNSAFE_TEXT_MESSAGE });

/** Opaque id (UUID) as it travels on the wire. */
export const Id = Text.min(1).max(64);
export type Id = z.infer<typeof Id>;

/** ISO 8601 timestamp in UTC. */
export const Timestamp = z.iso.datetime({ offset: true });

/** `{ message }` answers, such as adding a member. */
export const MessageResponse = z.object({ message: Text });
export type MessageResponse = z.infer<typeof MessageResponse>;

export const IdParams = z.strictObject({ id: Id });
export type IdParams = z.infer<typeof IdParams>;
