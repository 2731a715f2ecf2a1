import { addDays, isoDay } from '@okr/contract';
import type { MockDb } from '../db/MockDb';
import { recomputeObjective } from '../db/okr';
import { addMember, createOrganization } from '../db/organizations';
import type { PrepareCaller } from '../lib/authenticate';
import { defaultPeriodIdOf } from '../db/periods';

/** The organizations the caller also belongs to in the `severalOrganizations` variant. */
export const weekOrganizationNames = ['Initech', 'Umbrella Corporation'] as const;

/**
 * In one organization, things of `userId` this week: a key result without a check-in for nine days,
 * a task at risk and one due in two days (in an initiative someone else owns).
 */
export function seedWeekOf(db: MockDb, organizationId: string, userId: string, ownerId: string, label: string): void {
  const now = db.now();
  const today = isoDay(new Date(now));
  const nineDaysAgo = new Date(Date.parse(now) - 9 * 86_400_000).toISOString();
  const versioned = { organizationId, version: 1, createdAt: nineDaysAgo, updatedAt: nineDaysAgo };
  const objective = db.objectives.insert({
    ...versioned,
    id: db.nextId('objective'),
    title: `${label}: grow the pipeline`,
    description: null,
    type: 'Tactical',
    impactCategory: null,
    operationalArea: null,
    strategicAxis: null,
    status: 'Active',
    ownerId,
    parentObjectiveId: null,
    periodId: defaultPeriodIdOf(db, organizationId),
    startDate: addDays(today, -30),
    endDate: addDays(today, 60),
    progress: 0,
    keyResultCount: 0,
  });
  db.keyResults.insert({
    ...versioned,
    id: db.nextId('key-result'),
    objectiveId: objective.id,
    title: `${label}: 40 qualified leads`,
    description: null,
    metricType: 'Numeric',
    startValue: 0,
    targetValue: 40,
    currentValue: 12,
    unit: 'leads',
    weight: 1,
    deliverableStatus: 'Pending',
    ownerId: userId,
    dueDate: null,
    progress: 30,
    confidence: 6,
    lastCheckInAt: nineDaysAgo,
  });
  recomputeObjective(db, objective.id);
  const initiative = db.initiatives.insert({
    ...versioned,
    id: db.nextId('initiative'),
    name: `${label}: partner program`,
    description: null,
    status: 'In Progress',
    objectiveIds: [objective.id],
    keyResultIds: [],
    ownerId,
    startDate: addDays(today, -30),
    endDate: addDays(today, 45),
  });
  const task = (title: string, status: 'At Risk' | 'To Do', dueDate: string) =>
    db.tasks.insert({ ...versioned, id: db.nextId('task'), initiativeId: initiative.id, title, description: null, status, assigneeId: userId, dueDate });
  task(`${label}: sign the first partner`, 'At Risk', addDays(today, 10));
  task(`${label}: send the partner deck`, 'To Do', addDays(today, 2));
}

/** The caller is also an Editor in `weekOrganizationNames` (owned by someone else), with things due in each. */
export const weekInSeveralOrganizations: PrepareCaller = (db, user) => {
  const owner = db.users.find((row) => row.id !== user.id) ?? user;
  for (const name of weekOrganizationNames) {
    const organization = createOrganization(db, { name, ownerId: owner.id, plan: 'Pro' });
    if (owner.id !== user.id) addMember(db, { userId: user.id, organizationId: organization.id, membershipType: 'Member', roleType: 'Editor' });
    seedWeekOf(db, organization.id, user.id, owner.id, name);
  }
};
