import './layers.css';
import '@okr/core/styles.css';
import '@okr/auth/styles.css';
import '@okr/goals/styles.css';
import '@okr/settings/styles.css';
import '@okr/admin/styles.css';
import '@okr/assistant/styles.css';
import './host.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { createEnrolmentRedirect } from './lib/enrolmentRedirect';
import { HostProviders } from './lib/HostProviders';
import { routes } from './routes';

const router = createBrowserRouter(routes);
// An organization that requires a second factor sends its members without one to enrolment.
const onForbidden = createEnrolmentRedirect(
  (to) => void router.navigate(to),
  () => router.state.location.pathname,
);
const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

createRoot(container).render(
  <StrictMode>
    <HostProviders onForbidden={onForbidden}>
      <RouterProvider router={router} />
    </HostProviders>
  </StrictMode>,
);
