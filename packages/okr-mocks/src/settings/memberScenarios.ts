import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { apiPaths, missingPermissionMessage } from '@okr/contract';
import { OrganizationMember } from '@okr/contract/schemas';
import type { MockDb } from '../db/MockDb';
import { addMember, currentOrganizationOf } from '../db/organizations';
import { createUser } from '../db/users';
import type { DbSource } from '../lib/DbSource';
import { neverAnswer } from '../lib/neverAnswer';
import { apiError, apiUrl, arrayOf, internalError, respond } from '../lib/respond';
import { memberRoutes } from './memberRoutes';
import { rolePermissionRoutes } from './rolePermissionRoutes';
import { roleRoutes } from './roleRoutes';

/** A change to a fresh db, made once per db before its first answer. */
type Scenario = (db: MockDb) => void;

function withScenario(source: DbSource, scenario: Scenario): DbSource {
  const prepared = new WeakSet<MockDb>();
  return () => {
    const db = source();
    if (!prepared.has(db)) {
      prepared.add(db);
      scenario(db);
    }
    return db;
  };
}

/** Vera Viewer's account is deactivated (a SuperAdmin's `isActive: false`): she stays listed, 'Inactive'. */
const deactivateViewer: Scenario = (db) => {
  const viewer = db.users.find((user) => user.email === 'viewer@demo.okr');
  if (viewer) db.users.update(viewer.id, { isActive: false });
};

/** `count` more members of Acme Corp (the admin's current organization), joined one minute apart. */
export function joinManyMembers(count: number): Scenario {
  return (db) => {
    const admin = db.users.find((user) => user.email === 'admin@demo.okr');
    const acme = admin && currentOrganizationOf(db, admin);
    if (!acme) return;
    const roleTypes = ['Editor', 'Viewer', 'Admin'] as const;
    for (let i = 1; i <= count; i += 1) {
      const user = createUser(db, {
        email: `member${String(i).padStart(5, '0')}@acme.example`,
        password: 'not-a-real-password',
        firstName: `Member`,
        lastName: String(i).padStart(5, '0'),
        isOnboardingComplete: true,
      });
      addMember(db, { userId: user.id, organizationId: acme.id, membershipType: 'Member', roleType: roleTypes[i % 3] ?? 'Viewer' });
    }
  };
}

const membersUrl = apiUrl('/organizations/:id/users');

function settingsRoutes(source: DbSource): HttpHandler[] {
  return [...Object.values(roleRoutes(source)), ...Object.values(rolePermissionRoutes(source)), ...Object.values(memberRoutes(source))];
}

export interface MemberHandlers {
  default: HttpHandler[];
  /** The member list stays pending. */
  loading: HttpHandler[];
  /**
   * The member list answers `[]`. The API itself never does (the caller is always a member); a
   * partner's own data layer or a future paged filter can, and the spec gives the state.
   */
  empty: HttpHandler[];
  /** Listing the members fails with the API's real 500 answer. */
  error: HttpHandler[];
  /** The caller's roles lack `users:read`: the API's 403 with its message. */
  forbidden: HttpHandler[];
  /** Vera Viewer's account is deactivated. */
  inactive: HttpHandler[];
  /** 500 more members (the list virtualizes past 60). */
  many: HttpHandler[];
  /** Adding a member fails with the API's real 500 answer. */
  addFailed: HttpHandler[];
  /** Removing a member fails with the API's real 500 answer. */
  removeFailed: HttpHandler[];
  /** The user search fails with the API's real 500 answer. */
  searchFailed: HttpHandler[];
}

/** Named variants of the settings group for the members side (each replaces the whole `settings` group). */
export function createMemberHandlers(source: DbSource): MemberHandlers {
  const all = settingsRoutes(source);
  return {
    default: all,
    loading: [http.get(membersUrl, neverAnswer), ...all],
    empty: [http.get(membersUrl, () => respond(arrayOf(OrganizationMember), [])), ...all],
    error: [http.get(membersUrl, internalError), ...all],
    forbidden: [http.get(membersUrl, () => apiError('FORBIDDEN', missingPermissionMessage('users', 'read'))), ...all],
    inactive: settingsRoutes(withScenario(source, deactivateViewer)),
    many: settingsRoutes(withScenario(source, joinManyMembers(500))),
    addFailed: [http.post(membersUrl, internalError), ...all],
    removeFailed: [http.delete(apiUrl('/organizations/:id/users/:userId'), internalError), ...all],
    searchFailed: [http.get(apiUrl(apiPaths.users.search), internalError), ...all],
  };
}
