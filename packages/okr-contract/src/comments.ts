// Comments and mentions (api-contract.md "Comments, mentions, notifications"): the values every
// side shares. No zod: UI bundles import these.

/** What a thread hangs on, as the path names it (`/objectives/{id}/comments`). */
export const commentTargets = ['objectives', 'key-results', 'initiatives'] as const;
export type CommentTarget = (typeof commentTargets)[number];

/** The permission domain whose `read` lets one read (and write) a thread, and whose `update` deletes another's comment. */
export const commentTargetDomains = {
  objectives: 'objectives',
  'key-results': 'key_results',
  initiatives: 'initiatives',
} as const satisfies Record<CommentTarget, 'objectives' | 'key_results' | 'initiatives'>;

/** A comment's body: 1..COMMENT_BODY_MAX characters (UTF-16 code units, as `String.length` counts). */
export const COMMENT_BODY_MAX = 10_000;
/** Members the mention picker offers at most per query. */
export const MENTIONABLE_MAX = 20;

export const commentMessages = {
  bodyRequired: 'Write something first',
  bodyTooLong: `At most ${COMMENT_BODY_MAX} characters`,
  strangerMentioned: 'Only members of the organization can be mentioned',
  onlyAuthorEdits: 'Only the author can edit a comment',
  deleteNotAllowed: 'Only the author, or someone who can update the item, can delete a comment',
  parentNotInThread: 'A reply must answer a comment of the same thread',
} as const;
