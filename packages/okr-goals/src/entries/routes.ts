// Entry point `@okr/goals/routes`: the route elements the host mounts under `/app`.
export {
  DashboardRoute,
  MyWeekRoute,
  ObjectivesRoute,
  ObjectiveCreateRoute,
  ObjectiveDetailRoute,
  InitiativesRoute,
  InitiativeCreateRoute,
  InitiativeViewRoute,
  InitiativeEditRoute,
  UsersRoute,
} from '../routes';
