import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@okr/contract';
import type { Initiative } from '@okr/contract';
import { renderHookWithOkr } from '@okr/core/testing';
import { apiError, apiUrl, handlers, sessionFixtures } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { initiativesShownOf } from './initiativesShownOf';
import { useInitiatives } from './useInitiatives';

const server = setupMswServer();

const renderInitiatives = (session: typeof sessionFixtures.admin = sessionFixtures.editor) => renderHookWithOkr(() => useInitiatives(), { session });
const listAnswers = (answer: Parameters<typeof http.get>[1]) => server.use(http.get(apiUrl(apiPaths.initiatives.list), answer), ...handlers);

const initiative = (id: string, status: Initiative['status'], needsAttention: boolean) => ({ id, status, needsAttention }) as Initiative;

describe('initiativesShownOf', () => {
  const all = [initiative('a', 'Finished', false), initiative('b', 'In Progress', true), initiative('c', 'To Start', false), initiative('d', 'Finished', true)];
  it('puts those needing attention first, else keeps the order', () => {
    expect(initiativesShownOf(all, 'all').map((i) => i.id)).toEqual(['b', 'd', 'a', 'c']);
  });
  it('picks those needing attention, the open ones or the finished ones', () => {
    expect(initiativesShownOf(all, 'attention').map((i) => i.id)).toEqual(['b', 'd']);
    expect(initiativesShownOf(all, 'open').map((i) => i.id)).toEqual(['b', 'c']);
    expect(initiativesShownOf(all, 'finished').map((i) => i.id)).toEqual(['d', 'a']);
  });
});

describe('useInitiatives', { timeout: 30_000 }, () => {
  it('answers the initiatives, those needing attention first, and what the caller may do', async () => {
    server.use(...handlers);
    const editor = renderInitiatives();
    expect(editor.result.current.state).toBe('loading');
    await waitFor(() => expect(editor.result.current.state).toBe('ready'));
    const { initiatives, shown } = editor.result.current;
    expect(shown).toHaveLength(initiatives.length);
    expect(shown[0]?.needsAttention).toBe(true);
    await waitFor(() => expect(editor.result.current.can.create).toBe(true));
    act(() => editor.result.current.setShow('finished'));
    expect(editor.result.current.show).toBe('finished');
    expect(editor.result.current.shown.every((i) => i.status === 'Finished')).toBe(true);
    editor.unmount();
    const viewer = renderInitiatives(sessionFixtures.viewer);
    await waitFor(() => expect(viewer.result.current.state).toBe('ready'));
    expect(viewer.result.current.can.create).toBe(false);
  });

  it('loads the next page on loadMore', async () => {
    listAnswers(({ request }) => {
      const page2 = new URL(request.url).searchParams.get('cursor') === '2';
      const item = { ...initiative(page2 ? 'i2' : 'i1', 'In Progress', false), name: page2 ? 'Second' : 'First' };
      return HttpResponse.json([item], { headers: page2 ? {} : { Link: '</api/initiatives?cursor=2>; rel="next"' } });
    });
    const { result } = renderInitiatives();
    await waitFor(() => expect(result.current.hasMore).toBe(true));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.initiatives.map((i) => i.id)).toEqual(['i1', 'i2']));
    expect(result.current.hasMore).toBe(false);
  });

  it('says empty, error, forbidden and signed-out with the same words as the board', async () => {
    listAnswers(() => HttpResponse.json([]));
    const empty = renderInitiatives();
    await waitFor(() => expect(empty.result.current.state).toBe('empty'));
    empty.unmount();
    server.resetHandlers();
    listAnswers(() => apiError('INTERNAL_ERROR', 'Boom'));
    const failed = renderInitiatives();
    await waitFor(() => expect(failed.result.current.state).toBe('error'));
    expect(failed.result.current.error?.message).toBe('Boom');
    failed.unmount();
    server.resetHandlers();
    listAnswers(() => apiError('FORBIDDEN', 'Forbidden'));
    const refused = renderInitiatives();
    await waitFor(() => expect(refused.result.current.state).toBe('forbidden'));
    refused.unmount();
    server.resetHandlers();
    server.use(...handlers);
    const signedOut = renderHookWithOkr(() => useInitiatives());
    await waitFor(() => expect(signedOut.result.current.state).toBe('signed-out'));
  });
});
