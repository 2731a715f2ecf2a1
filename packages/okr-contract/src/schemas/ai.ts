import { z } from 'zod';
import { AI_QUESTION_MAX, aiDocumentKinds, aiDocumentStatuses } from '../ai';
import { Id, Text, Timestamp } from './common';
import { ErrorBody } from './errors';
import { Plan } from './enums';

export const AiDocumentStatus = z.enum(aiDocumentStatuses);
export const AiDocumentKind = z.enum(aiDocumentKinds);

/** A document of the organization's assistant: metadata only, never its text. */
export const AiDocument = z.object({
  id: Id,
  organizationId: Id,
  title: Text,
  status: AiDocumentStatus,
  /** Why extraction failed, in words the uploader can act on; null unless `failed`. */
  error: Text.nullable(),
  kind: AiDocumentKind,
  mimeType: Text,
  sizeBytes: z.number().int().nonnegative(),
  sha256: Text,
  pageCount: z.number().int().nonnegative().nullable(),
  chunkCount: z.number().int().nonnegative(),
  createdBy: Id.nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type AiDocument = z.infer<typeof AiDocument>;

/** The JSON form of an upload: text pasted rather than a file. */
export const CreateAiDocumentRequest = z.strictObject({
  title: Text.trim().min(1).max(200),
  content: Text.min(1),
});
export type CreateAiDocumentRequest = z.infer<typeof CreateAiDocumentRequest>;

export const AskRequest = z.strictObject({
  question: Text.trim().min(1).max(AI_QUESTION_MAX),
});
export type AskRequest = z.infer<typeof AskRequest>;

/** `[start, end)` character offsets of the words of the question inside an excerpt. */
export const Highlight = z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]);

/** A numbered source of an answer: the answer's `[n]` points at the source with `number` n. */
export const AiCitation = z.object({
  number: z.number().int().positive(),
  documentId: Id,
  title: Text,
  excerpt: Text,
  highlights: z.array(Highlight),
  page: z.number().int().positive().nullable(),
  heading: Text.nullable(),
});
export type AiCitation = z.infer<typeof AiCitation>;

export const AskResponse = z.object({
  answer: Text,
  /** Only the sources the answer cites; empty when the documents don't cover the question. */
  citations: z.array(AiCitation),
  creditsRemaining: z.number().int().nonnegative(),
  /** False when the documents don't cover the question (the answer says so). */
  covered: z.boolean(),
  /** `extractive`: sentences quoted from the documents; `model`: written by the configured model. */
  mode: z.enum(['extractive', 'model']),
});
export type AskResponse = z.infer<typeof AskResponse>;

export const AiCredits = z.object({
  plan: Plan,
  allowed: z.number().int().nonnegative(),
  used: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative(),
  resetsAt: Timestamp,
});
export type AiCredits = z.infer<typeof AiCredits>;

/** Payloads of the server-sent events of a streamed answer. */
export const AiStreamSources = z.object({ sources: z.array(AiCitation) });
/** `reset`: replace what was shown so far with `text` (a model that failed midway, answered extractively). */
export const AiStreamDelta = z.object({ text: Text, reset: z.boolean().optional() });
export const AiStreamDone = AskResponse;
export const AiStreamError = ErrorBody;
export type AiStreamSources = z.infer<typeof AiStreamSources>;
export type AiStreamDelta = z.infer<typeof AiStreamDelta>;

/** `GET /ai/documents?limit=&cursor=`: newest first; the next page's URL comes in a Link header. */
export const AiDocumentListQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(100),
  cursor: Id.optional(),
});
export type AiDocumentListQuery = z.infer<typeof AiDocumentListQuery>;
