import { demoIds, demoSeed, recordAudit } from '@okr/mocks';
import type { MockSeed } from '@okr/mocks';

/** The demo data plus a few audit entries, so the audit log and the chart have something to show. */
export const seedWithAudit: MockSeed = (db) => {
  demoSeed(db);
  const superAdmin = demoIds.users.superAdmin;
  recordAudit(db, { action: 'auth.login', actorId: demoIds.users.admin, organizationId: null, targetType: 'session', targetId: 'family-admin' });
  recordAudit(db, {
    action: 'organization.plan_updated',
    actorId: superAdmin,
    organizationId: demoIds.organizations.globex,
    targetType: 'organization',
    targetId: demoIds.organizations.globex,
    before: { plan: 'Free' },
    after: { plan: 'Pro' },
  });
  recordAudit(db, {
    action: 'auth.login_failed',
    actorId: null,
    actorEmail: 'unknown@example.com',
    organizationId: null,
    targetType: 'user',
    targetId: null,
  });
  recordAudit(db, {
    action: 'user.deactivated',
    actorId: superAdmin,
    organizationId: null,
    targetType: 'user',
    targetId: demoIds.users.viewer,
    before: { isActive: true },
    after: { isActive: false },
  });
};
