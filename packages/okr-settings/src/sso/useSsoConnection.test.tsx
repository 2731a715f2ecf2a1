import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderHookWithOkr } from '@okr/core/testing';
import { getActiveMockDb, resetActiveMockDb, sessionFixtures, ssoHandlers, ssoMockSeeds, ssoSeed } from '@okr/mocks';
import type { MockSeed } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { enterpriseAdmin, onPlan } from '../testing/ssoSessions';
import { useSsoConnection } from './useSsoConnection';

const server = setupMswServer();

function renderSso(seed: MockSeed, session = enterpriseAdmin) {
  resetActiveMockDb(seed);
  server.use(...ssoHandlers.default);
  return renderHookWithOkr(useSsoConnection, { session });
}

describe('useSsoConnection', { timeout: 30_000 }, () => {
  it('answers the stored connection, its verified domains and the redirect URI; the Admin may save and remove', async () => {
    const { result } = renderSso(ssoMockSeeds.configured);
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(result.current.connection).toMatchObject({ protocol: 'oidc', issuer: ssoSeed.issuer });
    expect(result.current.verifiedDomains).toEqual([ssoSeed.verifiedDomain]);
    expect(result.current.redirectUri).toBe(result.current.connection!.redirectUri);
    expect(result.current.can).toEqual({ save: true, remove: true });
  });

  it('says empty without a connection, locked below Enterprise (and asks nothing then)', async () => {
    const none = renderSso(ssoMockSeeds.enterprise);
    await waitFor(() => expect(none.result.current.state).toBe('empty'));
    expect(none.result.current.connection).toBeNull();
    none.unmount();
    const pro = renderSso(ssoMockSeeds.configured, onPlan(sessionFixtures.admin, 'Pro'));
    expect(pro.result.current.state).toBe('locked');
    expect(pro.result.current.error).toBeNull();
  });

  it('keeps a refused save as the server said it (422) and stores nothing', async () => {
    const { result } = renderSso(ssoMockSeeds.enterprise);
    await waitFor(() => expect(result.current.state).toBe('empty'));
    const onError = vi.fn();
    act(() =>
      result.current.save.run(
        { issuer: 'https://idp.nowhere.invalid', clientId: 'okr-app', clientSecret: 'the-secret', domains: ['example.com'], defaultRoleType: 'Viewer', enforced: false },
        { onError },
      ),
    );
    await waitFor(() => expect(result.current.save.error?.status).toBe(422));
    expect(onError).toHaveBeenCalledWith(result.current.save.error);
    expect(getActiveMockDb().ssoConnections.get(ssoSeed.organizationId)).toBeUndefined();
    expect(result.current.state).toBe('empty');
  });

  it('verifies a domain whose record is published, then removes the connection', async () => {
    const { result } = renderSso((db) => {
      ssoMockSeeds.configured(db);
      db.ssoTxtRecords.set(ssoSeed.pendingDomain, [`okr-verification=${ssoSeed.pendingToken}`]);
    });
    await waitFor(() => expect(result.current.state).toBe('ready'));
    act(() => result.current.verifyDomain.run(ssoSeed.pendingDomain));
    await waitFor(() => expect(result.current.verifiedDomains).toContain(ssoSeed.pendingDomain));
    expect(result.current.verifyingDomain).toBeNull();
    const onSuccess = vi.fn();
    act(() => result.current.remove.run(undefined, { onSuccess }));
    await waitFor(() => expect(result.current.state).toBe('empty'));
    expect(onSuccess).toHaveBeenCalled();
    expect(getActiveMockDb().ssoConnections.get(ssoSeed.organizationId)).toBeUndefined();
  });

  it('gives a role without settings flags neither save nor remove', async () => {
    const { result } = renderSso(ssoMockSeeds.configured, onPlan(sessionFixtures.editor, 'Enterprise'));
    await waitFor(() => expect(result.current.state).not.toBe('loading'));
    expect(result.current.can).toEqual({ save: false, remove: false });
  });
});
