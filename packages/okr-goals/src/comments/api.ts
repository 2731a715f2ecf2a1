import { queryOptions, useMutation } from '@tanstack/react-query';
import { commentsPaths } from '@okr/contract';
import type { Comment, CommentTarget, CreateCommentRequest, MentionableMember } from '@okr/contract';
import { queryKeys } from '@okr/core';
import type { ApiClient, OrgId } from '@okr/core';
import { fetchPage, withQuery } from '../lib/fetchPage';
import { useMutationContext } from '../lib/useMutationContext';

/** Comments shown at once: a thread past this shows its first page (the API pages oldest first). */
export const COMMENTS_SHOWN = 200;

const cacheOf = { objectives: queryKeys.objectives, 'key-results': queryKeys.keyResults, initiatives: queryKeys.initiatives } as const;

/** A thread and its `@` picker, keyed under the item's own cache (organization first). */
export const commentQueries = {
  thread: (api: ApiClient, orgId: OrgId, target: CommentTarget, id: string) =>
    queryOptions({
      queryKey: cacheOf[target](orgId, id, 'comments'),
      queryFn: ({ signal }) => fetchPage<Comment>(api, withQuery(commentsPaths.thread(target, id), { limit: COMMENTS_SHOWN }), signal),
      enabled: Boolean(orgId),
    }),
  mentionable: (api: ApiClient, orgId: OrgId, target: CommentTarget, id: string) =>
    queryOptions({
      queryKey: cacheOf[target](orgId, id, 'mentionable'),
      queryFn: ({ signal }) => api.get<MentionableMember[]>(commentsPaths.mentionable(target, id), { signal }),
      enabled: Boolean(orgId),
      staleTime: 60_000,
    }),
};

/** Posting, editing and deleting a comment: each refetches the thread. */
export function useCommentMutations(target: CommentTarget, id: string) {
  const { api, orgId, queryClient } = useMutationContext();
  const refresh = () => queryClient.invalidateQueries({ queryKey: commentQueries.thread(api, orgId, target, id).queryKey });
  const post = useMutation({
    mutationFn: (body: CreateCommentRequest) => api.post<Comment>(commentsPaths.thread(target, id), body),
    onSuccess: refresh,
  });
  const edit = useMutation({
    mutationFn: ({ commentId, body }: { commentId: string; body: string }) => api.patch<Comment>(commentsPaths.byId(commentId), { body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (commentId: string) => api.delete<void>(commentsPaths.byId(commentId)),
    onSuccess: refresh,
  });
  return { post, edit, remove };
}
