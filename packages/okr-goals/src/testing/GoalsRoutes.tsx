import { Route, Routes, useLocation } from 'react-router';
import { pagePaths } from '@okr/contract';
import {
  DashboardRoute,
  InitiativeCreateRoute,
  InitiativeEditRoute,
  InitiativeViewRoute,
  InitiativesRoute,
  ObjectiveCreateRoute,
  ObjectiveDetailRoute,
  ObjectivesRoute,
} from '../routes';

const { app } = pagePaths;

/** Where the router is now, for tests to assert a navigation. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** The `/app` goals routes as the host mounts them (apps/host/src/routes.tsx), for component tests. */
export function GoalsRoutes() {
  return (
    <>
      <Routes>
        <Route path={app.dashboard.path} element={<DashboardRoute />} />
        <Route path={app.objectives.path} element={<ObjectivesRoute />}>
          <Route path={app.objectiveCreate.path} element={<ObjectiveCreateRoute />} />
          <Route path={app.objective.path} element={<ObjectiveDetailRoute />} />
          <Route path={app.objectiveEdit.path} element={<ObjectiveDetailRoute />} />
          <Route path={app.keyResultEdit.path} element={<ObjectiveDetailRoute />} />
        </Route>
        <Route path={app.initiatives.path} element={<InitiativesRoute />}>
          <Route path={app.initiativeCreate.path} element={<InitiativeCreateRoute />} />
          <Route path={app.initiative.path} element={<InitiativeViewRoute />} />
          <Route path={app.initiativeEdit.path} element={<InitiativeEditRoute />} />
        </Route>
        <Route path={app.settings.path} element={<h1>Plans and billing</h1>} />
      </Routes>
      <LocationProbe />
    </>
  );
}
