import { http } from 'msw';
import type { HttpHandler } from 'msw';
import type { DbSource } from '../lib/DbSource';
import { neverAnswer } from '../lib/neverAnswer';
import { apiError, apiUrl, internalError } from '../lib/respond';
import { commentRoutes } from './commentRoutes';

export interface CommentHandlers {
  /** Threads, mentions, edits and deletions over the model, as the API answers them. */
  default: HttpHandler[];
  /** Every thread stays pending. */
  loading: HttpHandler[];
  /** Every thread fails with the API's real 500 answer. */
  error: HttpHandler[];
  /** Every thread answers 403, as for a member whose roles cannot read the item. */
  forbidden: HttpHandler[];
  /** Posting fails with the API's 500 (the thread still loads). */
  postError: HttpHandler[];
}

const anyThread = apiUrl('/:target/:id/comments');

/** The `comments` handler group over a db source, with its variants. */
export function createCommentHandlers(source: DbSource): CommentHandlers {
  const all = commentRoutes(source);
  return {
    default: all,
    loading: [http.get(anyThread, neverAnswer), ...all],
    error: [http.get(anyThread, internalError), ...all],
    forbidden: [http.get(anyThread, () => apiError('FORBIDDEN', 'You cannot read this item (missing: read)')), ...all],
    postError: [http.post(anyThread, internalError), ...all],
  };
}
