import { act, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiError, apiUrl, handlers, sessionFixtures } from '@okr/mocks';
import { renderHookWithOkr } from '@okr/core/testing';
import { setupMswServer } from '@okr/mocks/testing';
import { usePeriods } from './usePeriods';

const server = setupMswServer();

const ready = async (session = sessionFixtures.admin) => {
  server.use(...handlers);
  const hook = renderHookWithOkr(usePeriods, { session });
  await waitFor(() => expect(hook.result.current.state).toBe('ready'));
  return hook;
};

describe('usePeriods', { timeout: 30_000 }, () => {
  it('answers the periods with their statuses, the ended ones apart, and the Admin may do everything', async () => {
    const { result } = await ready();
    expect(result.current.periods.map((period) => period.name)).toContain('Q1 2025');
    expect(result.current.ended.map((period) => period.status)).toEqual(result.current.ended.map(() => 'ended'));
    expect(result.current.ended.map((period) => period.name)).toContain('Q1 2025');
    expect(result.current.can).toEqual({ create: true, update: true, delete: true });
  });

  it('gives an Editor (no settings flags) the list and no action', async () => {
    const { result } = await ready(sessionFixtures.editor);
    expect(result.current.periods.length).toBeGreaterThan(0);
    expect(result.current.can).toEqual({ create: false, update: false, delete: false });
  });

  it('closes an ended period and reopens it; the list follows', async () => {
    const { result } = await ready();
    const q1 = result.current.periods.find((period) => period.name === 'Q1 2025')!;
    const onSuccess = vi.fn();
    act(() => result.current.setClosed.run({ period: q1, closed: true }, { onSuccess }));
    await waitFor(() => expect(result.current.periods.find((period) => period.id === q1.id)?.status).toBe('closed'));
    expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ id: q1.id, status: 'closed' }));
    expect(result.current.settingClosed).toBeNull();
    expect(result.current.ended.some((period) => period.id === q1.id)).toBe(false);
    act(() => result.current.setClosed.run({ period: q1, closed: false }));
    await waitFor(() => expect(result.current.periods.find((period) => period.id === q1.id)?.status).toBe('ended'));
  });

  it('keeps a refusal as the server said it: an overlap (409) on create, objectives left (422) on delete', async () => {
    const { result } = await ready();
    const onError = vi.fn();
    act(() => result.current.create.run({ name: 'Spring push', startDate: '2025-03-01', endDate: '2025-04-30' }, { onError }));
    await waitFor(() => expect(result.current.create.error?.status).toBe(409));
    expect(result.current.create.error?.message).toMatch(/cannot overlap: Q1 2025/);
    expect(onError).toHaveBeenCalledWith(result.current.create.error);
    const q1 = result.current.periods.find((period) => period.name === 'Q1 2025')!;
    act(() => result.current.remove.run(q1));
    await waitFor(() => expect(result.current.remove.error?.status).toBe(422));
    expect(result.current.periods.some((period) => period.id === q1.id)).toBe(true);
    act(() => result.current.remove.reset());
    await waitFor(() => expect(result.current.remove.error).toBeNull());
  });

  it('says forbidden when the server refuses the list (403)', async () => {
    server.use(http.get(apiUrl('/periods'), () => apiError('FORBIDDEN', 'Forbidden')), ...handlers);
    const { result } = renderHookWithOkr(usePeriods, { session: sessionFixtures.admin });
    await waitFor(() => expect(result.current.state).toBe('forbidden'));
    expect(result.current.error?.status).toBe(403);
    expect(result.current.periods).toEqual([]);
  });
});
