
// Plain values of the AI assistant (no zod): UI bundles import these at run time.

export const aiDocumentStatuses = ['uploaded', 'extracting', 'ready', 'failed'] as const;
export type AiDocumentStatus = (typeof aiDocumentStatuses)[number];

/** What a document was recognised as, from its bytes (never its name or declared type). */
export const aiDocumentKinds = ['pdf', 'docx', 'md', 'txt'] as const;
export type AiDocumentKind = (typeof aiDocumentKinds)[number];

/** Server-sent events of `POST /ai/ask` with `Accept: text/event-stream`. */
export const aiStreamEvents = ['sources', 'delta', 'done', 'error'] as const;
export type AiStreamEvent = (typeof aiStreamEvents)[number];

/** Largest document upload, in bytes (api-contract.md: 10 MiB, else 413). */
export const AI_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** Longest question accepted by `POST /ai/ask`, in characters. */
export const AI_QUESTION_MAX = 500;

