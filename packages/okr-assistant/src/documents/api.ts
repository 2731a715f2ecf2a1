import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { aiPaths } from '@okr/contract';
import type { AiDocument } from '@okr/contract';
import { useApiClient, useSessionStore } from '@okr/core';
import { assistantKeys } from '../lib/assistantKeys';

const isPending = (document: AiDocument) => document.status === 'uploaded' || document.status === 'extracting';

/** The organization's documents; polled every 1.5 s while any is still being extracted. */
export function useDocuments() {
  const api = useApiClient();
  const orgId = useSessionStore((s) => s.organization?.id ?? null);
  return useQuery({
    queryKey: assistantKeys.documents(orgId),
    queryFn: () => api.get<AiDocument[]>(aiPaths.documents),
    refetchInterval: (query) => (query.state.data?.some(isPending) ? 1500 : false),
  });
}

/** Uploads one file (multipart, field `file`), reporting progress from 0 to 1. */
export function useUploadDocument() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const orgId = useSessionStore((s) => s.organization?.id ?? null);
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<AiDocument>(aiPaths.documents, form, {
        headers: { 'Content-Type': 'multipart/form-data' },
        onUploadProgress: (event) => onProgress(event.total ? event.loaded / event.total : 0),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: assistantKeys.documents(orgId) }),
  });
}

export function useDeleteDocument() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const orgId = useSessionStore((s) => s.organization?.id ?? null);
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(aiPaths.document(id)),
    onSuccess: (_result, id) =>
      queryClient.setQueryData<AiDocument[]>(assistantKeys.documents(orgId), (documents) => documents?.filter((d) => d.id !== id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assistantKeys.documents(orgId) }),
  });
}
