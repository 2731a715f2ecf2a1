import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { aiPaths } from '@okr/contract';
import type { AiCitation, AiCredits, AskResponse } from '@okr/contract';
import { useApiClient, useSessionStore } from '@okr/core';
import { assistantKeys } from '../lib/assistantKeys';
import { readEventStream } from './readEventStream';

function absoluteBase(base: string | undefined): string | undefined {
  if (!base || typeof window === 'undefined') return base;
  return new URL(base, window.location.href).href;
}

export interface AskHandlers {
  onSources: (sources: AiCitation[]) => void;
  /** `reset`: the text so far is replaced (the server fell back to another answer). */
  onDelta: (text: string, reset: boolean) => void;
}

/**
 * `POST /ai/ask`, streamed as server-sent events when the browser can read a response stream
 * (through the API client, so tokens refresh as for any call), else answered as JSON. Resolves
 * with the final answer (authoritative); rejects with the API's error (402 when no credits are left).
 */
export function useAsk() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const orgId = useSessionStore((s) => s.organization?.id ?? null);
  return useCallback(
    async (question: string, handlers: AskHandlers, signal?: AbortSignal): Promise<AskResponse> => {
      let answer: AskResponse | undefined;
      try {
        if (typeof ReadableStream === 'undefined') {
          answer = await api.post<AskResponse>(aiPaths.ask, { question }, { signal });
        } else {
          const response = await api.axios.post<ReadableStream<Uint8Array> | AskResponse>(
            aiPaths.ask,
            { question },
            {
              adapter: 'fetch',
              responseType: 'stream',
              headers: { Accept: 'text/event-stream' },
              signal,
              // fetch resolves no relative URL outside a browser page (server rendering, tests).
              baseURL: absoluteBase(api.axios.defaults.baseURL),
            },
          );
          const data = response.data;
          if (!(data instanceof ReadableStream)) {
            answer = data;
          } else {
            for await (const { event, data: payload } of readEventStream(data)) {
              const parsed = JSON.parse(payload) as unknown;
              if (event === 'sources') handlers.onSources((parsed as { sources: AiCitation[] }).sources);
              else if (event === 'delta') {
                const delta = parsed as { text: string; reset?: boolean };
                handlers.onDelta(delta.text, delta.reset === true);
              } else if (event === 'done') answer = parsed as AskResponse;
              else if (event === 'error') throw Object.assign(new Error((parsed as { message: string }).message), parsed);
            }
          }
        }
        if (!answer) throw new Error('The answer ended early');
        return answer;
      } finally {
        if (answer) {
          const remaining = answer.creditsRemaining;
          queryClient.setQueryData<AiCredits>(assistantKeys.credits(orgId), (credits) =>
            credits ? { ...credits, remaining, used: Math.max(0, credits.allowed - remaining) } : credits,
          );
        } else {
          void queryClient.invalidateQueries({ queryKey: assistantKeys.credits(orgId) });
        }
      }
    },
    [api, queryClient, orgId],
  );
}
