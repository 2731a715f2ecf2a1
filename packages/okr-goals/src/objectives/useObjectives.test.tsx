import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@okr/contract';
import { renderHookWithOkr } from '@okr/core/testing';
import { apiError, apiUrl, handlers, sessionFixtures } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { setMocksClock } from '../testing/mocksClock';
import { objective } from '../testing/okrFixtures';
import { useObjectives } from './useObjectives';
import type { UseObjectivesOptions } from './useObjectives';

const server = setupMswServer();

function renderObjectives(options: UseObjectivesOptions = { period: 'all' }, session: typeof sessionFixtures.admin = sessionFixtures.editor) {
  return renderHookWithOkr(() => useObjectives(options), { session });
}

const listAnswers = (answer: Parameters<typeof http.get>[1]) => server.use(http.get(apiUrl(apiPaths.objectives.list), answer), ...handlers);

describe('useObjectives', { timeout: 30_000 }, () => {
  it('answers the objectives with their total and owner names, and what the caller may do', async () => {
    server.use(...handlers);
    const editor = renderObjectives();
    expect(editor.result.current.state).toBe('loading');
    await waitFor(() => expect(editor.result.current.state).toBe('ready'));
    const { objectives, total, ownerNames } = editor.result.current;
    expect(objectives.map((o) => o.title)).toContain('Expand into the DACH market');
    expect(total).toBeGreaterThanOrEqual(objectives.length);
    const owned = objectives.find((o) => o.ownerId !== null)!;
    await waitFor(() => expect(editor.result.current.ownerNames.get(owned.ownerId!)).toBeTruthy());
    expect(ownerNames).toBeInstanceOf(Map);
    await waitFor(() => expect(editor.result.current.can.create).toBe(true));
    editor.unmount();
    const viewer = renderObjectives({ period: 'all' }, sessionFixtures.viewer);
    await waitFor(() => expect(viewer.result.current.state).toBe('ready'));
    expect(viewer.result.current.can.create).toBe(false);
  });

  it('filters through the API, says so, and clears the filters', async () => {
    const asked: URLSearchParams[] = [];
    listAnswers(({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      return HttpResponse.json(params.get('q') ? [] : [objective()], { headers: { 'X-Total-Count': params.get('q') ? '0' : '1' } });
    });
    const { result } = renderObjectives();
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(result.current.filtered).toBe(false);
    act(() => result.current.setFilters({ q: 'churn' }));
    await waitFor(() => expect(result.current.state).toBe('empty'));
    expect(result.current.filtered).toBe(true);
    expect(asked.at(-1)?.get('q')).toBe('churn');
    act(() => result.current.clearFilters());
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(result.current.filters).toEqual({});
  });

  it('follows controlled filters and reports changes instead of keeping them', async () => {
    server.use(...handlers);
    const changes: unknown[] = [];
    const { result } = renderObjectives({ period: 'all', filters: { status: 'Active' }, onFiltersChange: (next) => changes.push(next) });
    await waitFor(() => expect(result.current.state).not.toBe('loading'));
    expect(result.current.filtered).toBe(true);
    act(() => result.current.clearFilters());
    expect(changes).toEqual([{}]);
    expect(result.current.filters).toEqual({ status: 'Active' });
  });

  it('loads the next page on loadMore', async () => {
    listAnswers(({ request }) => {
      const page2 = new URL(request.url).searchParams.get('cursor') === '2';
      return HttpResponse.json([objective({ id: page2 ? 'o2' : 'o1', title: page2 ? 'Second' : 'First' })], {
        headers: { 'X-Total-Count': '2', ...(page2 ? {} : { Link: '</api/objectives?cursor=2>; rel="next"' }) },
      });
    });
    const { result } = renderObjectives();
    await waitFor(() => expect(result.current.hasMore).toBe(true));
    expect(result.current.total).toBe(2);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.objectives.map((o) => o.title)).toEqual(['First', 'Second']));
    expect(result.current.hasMore).toBe(false);
    expect(result.current.loadingMore).toBe(false);
  });

  it('says empty, error, forbidden and signed-out with the same words as the panel', async () => {
    listAnswers(() => HttpResponse.json([]));
    const empty = renderObjectives();
    await waitFor(() => expect(empty.result.current.state).toBe('empty'));
    empty.unmount();
    server.resetHandlers();
    listAnswers(() => apiError('INTERNAL_ERROR', 'Boom'));
    const failed = renderObjectives();
    await waitFor(() => expect(failed.result.current.state).toBe('error'));
    expect(failed.result.current.error?.status).toBe(500);
    failed.unmount();
    server.resetHandlers();
    listAnswers(() => apiError('FORBIDDEN', 'Forbidden'));
    const refused = renderObjectives();
    await waitFor(() => expect(refused.result.current.state).toBe('forbidden'));
    expect(refused.result.current.objectives).toEqual([]);
    refused.unmount();
    server.resetHandlers();
    server.use(...handlers);
    const signedOut = renderHookWithOkr(() => useObjectives({ period: 'all' }));
    await waitFor(() => expect(signedOut.result.current.state).toBe('signed-out'));
  });

  it("follows the period switcher's choice when no period is given: the active one at first", async () => {
    const restoreClock = setMocksClock();
    try {
      server.use(...handlers);
      const { result } = renderObjectives({});
      await waitFor(() => expect(result.current.state).toBe('ready'));
      expect(result.current.period).toMatchObject({ name: 'Q1 2025', status: 'active' });
      expect(result.current.periods.length).toBeGreaterThan(1);
      expect(result.current.objectives.every((o) => o.periodId === result.current.period?.id)).toBe(true);
    } finally {
      restoreClock();
    }
  });
});
