import { ScimError } from './ScimError';

/** The version an ETag names: `W/"3"`, `"3"` and `3` all name 3. */
const versionOf = (tag: string) => tag.trim().replace(/^W\//i, '').replace(/^"(.*)"$/, '$1');

/**
 * RFC 7644 §3.14 / RFC 7232: an `If-Match` that names none of the resource's current version
 * answers 412 before anything is written. No header, or `*`: no precondition.
 */
export function checkIfMatch(ifMatch: string | undefined, version: number): void {
  if (ifMatch === undefined || ifMatch.trim() === '*') return;
  const tags = ifMatch.split(',').map(versionOf);
  if (!tags.includes(String(version))) throw new ScimError(412, 'The resource changed since that version (If-Match does not match meta.version)');
}
