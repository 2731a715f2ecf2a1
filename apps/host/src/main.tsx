import '@radix-ui/themes/styles.css';
import '@okr/core/styles.css';
import '@okr/auth/styles.css';
import '@okr/goals/styles.css';
import './host.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { HostProviders } from './lib/HostProviders';
import { routes } from './routes';

const router = createBrowserRouter(routes);
const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

createRoot(container).render(
  <StrictMode>
    <HostProviders>
      <RouterProvider router={router} />
    </HostProviders>
  </StrictMode>,
);
