// `@okr/contract/demo`: the one description of the demo data, plain values with no dependency,
// from which the API's seed and the mocks' seed are both generated.
export { demoDescription } from '../demo/demoDescription';
export type {
  DemoDescription,
  DemoUser,
  DemoUserKey,
  DemoOrganization,
  DemoOrganizationKey,
  DemoMembership,
} from '../demo/demoDescription';
export { demoOkr, demoDay } from '../demo/demoOkr';
export type { DemoOkr, DemoObjective, DemoKeyResult, DemoCheckIn, DemoInitiative, DemoTask } from '../demo/demoOkr';
