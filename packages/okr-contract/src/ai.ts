// Plain values of the AI assistant (no zod): UI bundles import these at run time.

export const aiDocumentStatuses = ['uploaded', 'extracting', 'ready', 'failed'] as const;
export type AiDocumentStatus = (typeof aiDocumentStatuses)[number];

/** What a document was recognised as, from its bytes (never its name or declared type). */
export const aiDocumentKinds = ['pdf', 'docx', 'md', 'txt'] as const;
export type AiDocumentKind = (typeof aiDocumentKinds)[number];

/** Server-sent events of `POST /ai/ask` with `Accept: text/event-stream`. */
export const aiStreamEvents = ['sources', 'delta', 'done', 'error'] as const;
export type AiStreamEvent = (typeof aiStreamEvents)[number];
