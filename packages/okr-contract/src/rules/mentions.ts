// Mentions in a comment's body: `@[Full Name](userId)` (api-contract.md "Comments, mentions,
// notifications"). Written once: the server reads who is mentioned, the UI shows the body.

const mention = /@\[([^\]\n]{1,200})\]\(([A-Za-z0-9-]{1,64})\)/g;

/** The text a picker inserts for a member: `@[Ada Lovelace](id)`; brackets in the name are dropped. */
export function mentionMarkup(fullName: string, userId: string): string {
  const name = fullName.replace(/[[\]\n]/g, '').trim() || userId;
  return `@[${name}](${userId})`;
}

/** Every user id the body mentions, once each, in order of first mention. */
export function mentionedIds(body: string): string[] {
  return [...new Set([...body.matchAll(mention)].map((match) => match[2]!))];
}

export type CommentSegment =
  | { kind: 'text'; text: string }
  /** `notified`: the person is one of the comment's `mentions` (else it shows as plain text). */
  | { kind: 'mention'; name: string; userId: string; notified: boolean };

/** The body cut into text and mentions, for display: a mention of someone not in `mentions` is plain text. */
export function commentSegments(body: string, mentions: readonly string[]): CommentSegment[] {
  const segments: CommentSegment[] = [];
  let last = 0;
  for (const match of body.matchAll(mention)) {
    if (match.index > last) segments.push({ kind: 'text', text: body.slice(last, match.index) });
    segments.push({ kind: 'mention', name: match[1]!, userId: match[2]!, notified: mentions.includes(match[2]!) });
    last = match.index + match[0].length;
  }
  if (last < body.length) segments.push({ kind: 'text', text: body.slice(last) });
  return segments;
}
