import { act, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@okr/contract';
import { renderHookWithOkr } from '@okr/core/testing';
import { apiError, apiUrl, handlers, sessionFixtures, weekHandlers } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { useMyWeek } from './useMyWeek';

const server = setupMswServer();

function renderMyWeek(week: typeof weekHandlers.default, session: typeof sessionFixtures.admin = sessionFixtures.admin) {
  server.use(...week, ...handlers);
  const onNavigate = vi.fn();
  return { ...renderHookWithOkr(() => useMyWeek({ onNavigate }), { session }), onNavigate };
}

describe('useMyWeek', { timeout: 30_000 }, () => {
  it('answers the items of every organization, grouped in order of their most urgent item', async () => {
    const { result } = renderMyWeek(weekHandlers.severalOrganizations);
    expect(result.current.state).toBe('loading');
    await waitFor(() => expect(result.current.state).toBe('ready'));
    const names = result.current.groups.map((group) => group.name);
    expect(names).toEqual(expect.arrayContaining(['Acme Corp', 'Initech', 'Umbrella Corporation']));
    expect(result.current.groups.flatMap((group) => group.items)).toHaveLength(result.current.items.length);
    // The first group holds the most urgent item of all.
    expect(result.current.groups[0]!.items[0]).toBe(result.current.items[0]);
  });

  it('says empty, error and forbidden with the same words as the panel', async () => {
    const empty = renderMyWeek(weekHandlers.empty);
    await waitFor(() => expect(empty.result.current.state).toBe('empty'));
    empty.unmount();
    const failed = renderMyWeek(weekHandlers.error);
    await waitFor(() => expect(failed.result.current.state).toBe('error'));
    expect(failed.result.current.error?.status).toBe(500);
    failed.unmount();
    const refused = renderMyWeek([http.get(apiUrl(apiPaths.me.week), () => apiError('FORBIDDEN', 'Forbidden'))]);
    await waitFor(() => expect(refused.result.current.state).toBe('forbidden'));
    expect(refused.result.current.items).toEqual([]);
  });

  it('opens an item of another organization after switching to it', async () => {
    const { result, onNavigate } = renderMyWeek(weekHandlers.severalOrganizations);
    await waitFor(() => expect(result.current.state).toBe('ready'));
    const item = result.current.items.find((candidate) => candidate.organization.name === 'Umbrella Corporation')!;
    act(() => result.current.open(item));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith(item.href));
    expect(result.current.opening).toBeNull();
    expect(result.current.openError).toBeNull();
  });

  it('keeps a refused switch with its item, and forgets it on the next open', async () => {
    const { result, onNavigate } = renderMyWeek(weekHandlers.severalOrganizations);
    await waitFor(() => expect(result.current.state).toBe('ready'));
    server.use(http.post(apiUrl(apiPaths.organizations.switch), () => apiError('FORBIDDEN', 'You are no longer a member of this organization')));
    const item = result.current.items.find((candidate) => candidate.organization.name === 'Initech')!;
    act(() => result.current.open(item));
    await waitFor(() => expect(result.current.openError?.item).toBe(item));
    expect(result.current.openError?.error.message).toBe('You are no longer a member of this organization');
    expect(onNavigate).not.toHaveBeenCalled();
    const here = result.current.items.find((candidate) => candidate.organization.name === 'Acme Corp')!;
    act(() => result.current.open(here));
    expect(onNavigate).toHaveBeenCalledWith(here.href);
    await waitFor(() => expect(result.current.openError).toBeNull());
  });

  it('invites whoever may close periods to review the one that ended last; nobody else', async () => {
    const admin = renderMyWeek(weekHandlers.default);
    await waitFor(() => expect(admin.result.current.endedPeriod).not.toBeNull());
    expect(admin.result.current.endedPeriod).toMatchObject({ period: { status: 'ended' }, organization: { name: 'Acme Corp' } });
    act(() => admin.result.current.reviewEndedPeriod());
    expect(admin.onNavigate).toHaveBeenCalledWith('/app/objectives');
    admin.unmount();
    const editor = renderMyWeek(weekHandlers.default, sessionFixtures.editor);
    await waitFor(() => expect(editor.result.current.state).not.toBe('loading'));
    expect(editor.result.current.endedPeriod).toBeNull();
  });
});
