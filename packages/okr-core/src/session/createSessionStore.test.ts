import type { AuthSessionResponse, UserOrganization } from '@okr/contract';
import { sessionFixtures } from '@okr/mocks';
import { describe, expect, it } from 'vitest';
import { createSessionStore } from './createSessionStore';
import { migrateSession } from './migrateSession';

const { user, organization } = sessionFixtures.admin;
if (!organization) throw new Error('The demo admin works in Acme Corp');
const session: AuthSessionResponse = { user, organization, accessToken: 'access-1', refreshToken: 'refresh-1' };

function persisted() {
  return JSON.parse(localStorage.getItem('auth-storage') ?? 'null') as { state: Record<string, unknown>; version: number };
}

describe('createSessionStore', () => {
  it('stores a login answer, persists it as auth-storage and keeps the tokens separately', () => {
    const store = createSessionStore();
    store.getState().setSession(session);
    expect(store.getState()).toMatchObject({ user, organization, isAuthenticated: true });
    expect(persisted().state).toMatchObject({ accessToken: 'access-1', refreshToken: 'refresh-1', isAuthenticated: true });
    expect(persisted().version).toBe(1);
    expect(localStorage.getItem('okr:auth-storage:access-token')).toBe('access-1');
    expect(localStorage.getItem('okr:auth-storage:refresh-token')).toBe('refresh-1');
  });

  it('does not persist the list of organizations', () => {
    const store = createSessionStore();
    store.getState().setSession(session);
    const organizations: UserOrganization[] = [{ ...organization, membershipType: 'Owner', roles: [] }];
    store.getState().setOrganizations(organizations);
    expect(store.getState().organizations).toEqual(organizations);
    expect(persisted().state).not.toHaveProperty('organizations');
  });

  it('rehydrates a persisted session in a new store', () => {
    createSessionStore().getState().setSession(session);
    expect(createSessionStore().getState()).toMatchObject({ user, accessToken: 'access-1', isAuthenticated: true });
  });

  it('sets the authenticated flag on startup when a token exists but the flag is false', () => {
    localStorage.setItem(
      'auth-storage',
      JSON.stringify({ state: { user, organization, accessToken: 'access-1', refreshToken: null, isAuthenticated: false }, version: 1 }),
    );
    expect(createSessionStore().getState().isAuthenticated).toBe(true);
  });

  it('treats a separately stored access token as a session on startup', () => {
    localStorage.setItem('okr:auth-storage:access-token', 'separate');
    const state = createSessionStore().getState();
    expect(state.isAuthenticated).toBe(true);
    expect(state.accessToken).toBe('separate');
  });

  it('stays signed out without any token', () => {
    expect(createSessionStore().getState().isAuthenticated).toBe(false);
  });

  it('migrates a version 0 session (token instead of accessToken)', () => {
    localStorage.setItem('auth-storage', JSON.stringify({ state: { user, organization, token: 'old-token' }, version: 0 }));
    const state = createSessionStore().getState();
    expect(state).toMatchObject({ user, organization, accessToken: 'old-token', refreshToken: null, isAuthenticated: true });
    expect(persisted().version).toBe(1);
  });

  it('turns an unreadable version 0 session into a signed-out one', () => {
    expect(migrateSession('garbage', 0)).toEqual({
      user: null,
      organization: null,
      accessToken: null,
      refreshToken: null,
      isAuthenticated: false,
    });
  });

  it('updates the user roles and the tokens', () => {
    const store = createSessionStore();
    store.getState().setSession(session);
    const roles = sessionFixtures.editor.user.roles;
    store.getState().setUserRoles(roles);
    store.getState().setTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(store.getState().user?.roles).toEqual(roles);
    expect(localStorage.getItem('okr:auth-storage:access-token')).toBe('access-2');
    expect(persisted().state).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
  });

  it('logout clears the session, both tokens and auth-storage', () => {
    const store = createSessionStore();
    store.getState().setSession(session);
    store.getState().logout();
    expect(store.getState()).toMatchObject({ user: null, accessToken: null, isAuthenticated: false });
    expect(localStorage.getItem('auth-storage')).toBeNull();
    expect(localStorage.getItem('okr:auth-storage:access-token')).toBeNull();
    expect(localStorage.getItem('okr:auth-storage:refresh-token')).toBeNull();
  });

  it('keeps a seeded store in memory, so it never leaks into another store', () => {
    const a = createSessionStore({ initialSession: { user, accessToken: 'seeded' } });
    a.getState().setTokens({ accessToken: 'seeded-2', refreshToken: 'r' });
    const b = createSessionStore();
    expect(a.getState()).toMatchObject({ user, accessToken: 'seeded-2', isAuthenticated: true });
    expect(b.getState().user).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});
