import { ORGANIZATION_HEADER } from '@okr/contract';
import { addMember, createOrganization, currentOrganizationOf } from '../db/organizations';
import type { PrepareCaller } from '../lib/authenticate';

/** Names of the extra organizations of the "many" scenario: enough to scroll a switcher. */
export const manyOrganizationNames = [
  'Initech',
  'Umbrella Corporation',
  'Stark Industries',
  'Wayne Enterprises',
  'Wonka Industries',
  'Soylent Corp',
  'Hooli',
  'Vandelay Industries',
] as const;

/** The caller keeps one membership: the organization the request acts in, else the current one. */
export const keepOneOrganization: PrepareCaller = (db, user, request) => {
  const keep = request.headers.get(ORGANIZATION_HEADER) ?? currentOrganizationOf(db, user)?.id;
  db.memberships.deleteWhere((row) => row.userId === user.id && row.organizationId !== keep);
};

/** The caller belongs to no organization at all. */
export const leaveAllOrganizations: PrepareCaller = (db, user) => {
  db.memberships.deleteWhere((row) => row.userId === user.id);
  db.users.update(user.id, { lastOrganizationId: null });
};

/** The caller is also a Viewer in each of `manyOrganizationNames`, owned by someone else. */
export const joinManyOrganizations: PrepareCaller = (db, user) => {
  const owner = db.users.find((row) => row.id !== user.id) ?? user;
  for (const name of manyOrganizationNames) {
    const organization = createOrganization(db, { name, ownerId: owner.id });
    if (owner.id !== user.id) {
      addMember(db, { userId: user.id, organizationId: organization.id, membershipType: 'Member', roleType: 'Viewer' });
    }
  }
};
