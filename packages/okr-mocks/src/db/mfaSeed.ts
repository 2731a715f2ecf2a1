import type { MockDb } from './MockDb';
import { demoIds, demoSeed } from './demoSeed';
import { newRecoveryCodes, userMfa } from './mfa';

/** A user's authenticator app, on as after a confirmed enrolment (with a fresh set of recovery codes). */
export function enrolTotp(db: MockDb, userId: string): string[] {
  userMfa(db, userId).totp = 'enabled';
  return newRecoveryCodes(db, userId);
}

/** A registered passkey of the user (the mocks check no signature). */
export function addMockPasskey(db: MockDb, userId: string, name: string, lastUsedAt: string | null = null) {
  const mfa = userMfa(db, userId);
  mfa.passkeyList.push({ id: `passkey-${mfa.passkeyList.length + 1}`, name, createdAt: db.now(), lastUsedAt, transports: ['internal'] });
  mfa.passkeys = mfa.passkeyList.length;
}

/** An organization that requires a second factor of its members (`requireMfa`, api-contract.md). */
export function requireMfaIn(db: MockDb, organizationId: string) {
  db.organizations.update(organizationId, { requireMfa: true });
}

/** Demo data with second factors, for the Security panel's stories and tests (the demo Admin's). */
export const mfaMockSeeds = {
  /** The Admin has an authenticator app and recovery codes. */
  totp: (db: MockDb) => {
    demoSeed(db);
    enrolTotp(db, demoIds.users.admin);
  },
  /** The Admin has two passkeys and no app. */
  passkeys: (db: MockDb) => {
    demoSeed(db);
    addMockPasskey(db, demoIds.users.admin, 'Work laptop', db.now());
    addMockPasskey(db, demoIds.users.admin, 'Phone');
  },
  /** Acme requires a second factor and the Admin's authenticator app is their only one. */
  requiredByOrganization: (db: MockDb) => {
    demoSeed(db);
    enrolTotp(db, demoIds.users.admin);
    requireMfaIn(db, demoIds.organizations.acme);
  },
  /** Acme on Pro and its Admin with an authenticator app: the requirement can be turned on. */
  proPolicy: (db: MockDb) => {
    demoSeed(db);
    db.organizations.update(demoIds.organizations.acme, { plan: 'Pro' });
    enrolTotp(db, demoIds.users.admin);
  },
  /** As `proPolicy`, with the requirement on. */
  proPolicyRequired: (db: MockDb) => {
    mfaMockSeeds.proPolicy(db);
    requireMfaIn(db, demoIds.organizations.acme);
  },
};
