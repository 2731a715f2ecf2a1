import { Table } from './Table';
import type {
  MembershipRecord,
  OrganizationRecord,
  RolePermissionRecord,
  RoleRecord,
  SessionRecord,
  UserRecord,
  UserRoleRecord,
} from './records';

/**
 * The in-memory model of the API that every handler reads and writes. One collection per
 * resource of api-contract.md; later resources (objectives, key results, check-ins,
 * initiatives, tasks, config options, AI documents) join as further `Table`s typed by their
 * contract schemas, with their rules in helpers beside the existing ones.
 */
export interface MockDb {
  users: Table<UserRecord>;
  organizations: Table<OrganizationRecord>;
  memberships: Table<MembershipRecord>;
  roles: Table<RoleRecord>;
  userRoles: Table<UserRoleRecord>;
  rolePermissions: Table<RolePermissionRecord>;
  sessions: Table<SessionRecord>;
  /** A new id, unique within this db and readable in a story (`org-3`). */
  nextId: (prefix: string) => string;
  /** The clock of this db, as an ISO timestamp. */
  now: () => string;
}

/** Fills a fresh db: the demo data by default, or a story's or test's own. */
export type MockSeed = (db: MockDb) => void;

export interface CreateMockDbOptions {
  /** Fixed clock for deterministic answers; defaults to the real time. */
  now?: () => string;
}

export function createEmptyMockDb(options: CreateMockDbOptions = {}): MockDb {
  let counter = 0;
  return {
    users: new Table(),
    organizations: new Table(),
    memberships: new Table(),
    roles: new Table(),
    userRoles: new Table(),
    rolePermissions: new Table(),
    sessions: new Table(),
    nextId: (prefix) => `${prefix}-${++counter}`,
    now: options.now ?? (() => new Date().toISOString()),
  };
}
