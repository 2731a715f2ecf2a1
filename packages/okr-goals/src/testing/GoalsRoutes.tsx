import { Route, Routes, useLocation } from 'react-router';
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
        <Route path="/app" element={<DashboardRoute />} />
        <Route path="/app/objectives" element={<ObjectivesRoute />}>
          <Route path="create" element={<ObjectiveCreateRoute />} />
          <Route path=":id" element={<ObjectiveDetailRoute />} />
          <Route path=":id/edit" element={<ObjectiveDetailRoute />} />
          <Route path=":id/key-results/:keyResultId/edit" element={<ObjectiveDetailRoute />} />
        </Route>
        <Route path="/app/initiatives" element={<InitiativesRoute />}>
          <Route path="create" element={<InitiativeCreateRoute />} />
          <Route path=":id" element={<InitiativeViewRoute />} />
          <Route path=":id/edit" element={<InitiativeEditRoute />} />
        </Route>
        <Route path="/app/settings" element={<h1>Plans and billing</h1>} />
      </Routes>
      <LocationProbe />
    </>
  );
}
