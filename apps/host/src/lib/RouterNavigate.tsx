import { Outlet, useNavigate } from 'react-router';
import { OkrNavigateProvider } from '@okr/core';

/** The root of the route tree: our packages' pages navigate through this router, not a full load. */
export function RouterNavigate() {
  return (
    <OkrNavigateProvider navigate={useNavigate()}>
      <Outlet />
    </OkrNavigateProvider>
  );
}
