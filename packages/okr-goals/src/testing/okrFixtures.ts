import { http, HttpResponse } from 'msw';
import type { CheckIn, ConfigOption, KeyResult, Objective, OrganizationMember } from '@okr/contract';
import { authHandlers, sessionFixtures } from '@okr/mocks';

// Small fixtures in the wire shapes of @okr/contract for the component tests of this package.
const orgId = sessionFixtures.editor.organization?.id ?? 'org';
const stamp = '2026-11-01T10:00:00.000Z';

export const members: OrganizationMember[] = [
  { id: sessionFixtures.editor.user.id, firstName: 'Eddie', lastName: 'Editor', email: 'editor@demo.okr', roleType: 'Editor', membershipType: 'Member', joinedAt: stamp, isActive: true },
  { id: 'user-ada', firstName: 'Ada', lastName: 'Admin', email: 'admin@demo.okr', roleType: 'Admin', membershipType: 'Owner', joinedAt: stamp, isActive: true },
];

export const configOptions: ConfigOption[] = [
  { id: 'c1', kind: 'Impact Category', scope: 'Global', value: 'Growth', organizationId: null },
  { id: 'c2', kind: 'Operational Area', scope: 'Global', value: 'Sales', organizationId: null },
  { id: 'c3', kind: 'Strategic Axis', scope: 'Global', value: 'Retention', organizationId: null },
  { id: 'c4', kind: 'Strategic Axis', scope: 'Organization', value: 'Partner Ecosystem', organizationId: orgId },
];

export function objective(overrides: Partial<Objective> = {}): Objective {
  return {
    id: 'obj-1',
    organizationId: orgId,
    version: 1,
    createdAt: stamp,
    updatedAt: stamp,
    title: 'Expand into the DACH market',
    description: null,
    type: 'Strategic',
    impactCategory: 'Growth',
    operationalArea: 'Sales',
    strategicAxis: 'Retention',
    status: 'Active',
    ownerId: 'user-ada',
    parentObjectiveId: null,
    periodId: null,
    startDate: '2026-10-01',
    endDate: '2026-12-31',
    progress: 40,
    keyResultCount: 1,
    ...overrides,
  };
}

export function keyResult(overrides: Partial<KeyResult> = {}): KeyResult {
  return {
    id: 'kr-1',
    organizationId: orgId,
    version: 1,
    createdAt: stamp,
    updatedAt: stamp,
    objectiveId: 'obj-1',
    title: 'Sign 40 new customers',
    description: null,
    metricType: 'Numeric',
    startValue: 0,
    targetValue: 40,
    currentValue: 16,
    unit: 'customers',
    weight: 1,
    deliverableStatus: 'Pending',
    ownerId: 'user-ada',
    dueDate: null,
    progress: 40,
    confidence: 6,
    lastCheckInAt: stamp,
    ...overrides,
  };
}

export const lastCheckIn: CheckIn = {
  id: 'ci-1',
  organizationId: orgId,
  keyResultId: 'kr-1',
  value: 16,
  confidence: 6,
  note: 'Austria is slower than planned',
  authorId: 'user-ada',
  createdAt: stamp,
};

/** The caller (`/auth/me` of the demo db), members, config options and periods (none: "All periods"), which every screen reads. */
export const referenceHandlers = [
  ...authHandlers.default,
  http.get('/api/periods', () => HttpResponse.json([])),
  http.get('/api/organizations/:id/users', () => HttpResponse.json(members)),
  http.get('/api/config-options', () => HttpResponse.json(configOptions)),
];
