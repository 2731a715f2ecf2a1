import { useQuery } from '@tanstack/react-query';
import type { Comment, CommentTarget } from '@okr/contract';
import { isApiError, useApiClient } from '@okr/core';
import { useOrgId } from '../lib/useOrgId';
import { commentQueries, useCommentMutations } from './api';

export type CommentsState = 'loading' | 'error' | 'forbidden' | 'empty' | 'ready';

/** A first comment and its replies, oldest first. */
export interface CommentThread {
  comment: Comment;
  replies: Comment[];
}

/** Replies under their first comment; a reply whose first comment is not on this page stands alone. */
export function threadsOf(comments: readonly Comment[]): CommentThread[] {
  const threads = new Map<string, CommentThread>();
  for (const comment of comments) {
    const parent = comment.parentId ? threads.get(comment.parentId) : undefined;
    if (parent) parent.replies.push(comment);
    else threads.set(comment.id, { comment, replies: [] });
  }
  // A deleted first comment with no replies says nothing: leave it out.
  return [...threads.values()].filter((thread) => !thread.comment.deleted || thread.replies.length > 0);
}

/**
 * The thread of an objective, key result or initiative: its state, its comments grouped by thread,
 * the members the `@` picker offers, and the changes (post, reply, edit, delete) with their pending
 * and error states. The view (`CommentsThreadView`) takes all of this as plain props.
 */
export function useComments(target: CommentTarget, id: string) {
  const api = useApiClient();
  const orgId = useOrgId();
  const thread = useQuery(commentQueries.thread(api, orgId, target, id));
  const mentionable = useQuery(commentQueries.mentionable(api, orgId, target, id));
  const mutations = useCommentMutations(target, id);
  const comments = thread.data?.items ?? [];
  const threads = threadsOf(comments);
  const state: CommentsState = thread.isPending
    ? 'loading'
    : thread.isError
      ? isApiError(thread.error) && thread.error.status === 403
        ? 'forbidden'
        : 'error'
      : threads.length === 0
        ? 'empty'
        : 'ready';
  return {
    state,
    threads,
    error: thread.error,
    retry: () => void thread.refetch(),
    members: mentionable.data ?? [],
    ...mutations,
  };
}

export type UseCommentsResult = ReturnType<typeof useComments>;
