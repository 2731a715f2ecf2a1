import '@radix-ui/themes/styles.css';
import '@okr/core/styles.css';
import '@okr/auth/styles.css';
import './host.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { OkrProvider } from '@okr/core';
import { detectLang } from '@okr/landing';
import { routes } from './routes';

const router = createBrowserRouter(routes);
// The language picked on the public pages (or a ?lang= link) carries over to sign-in and the app.
const locale = detectLang(location.search);
document.documentElement.lang = locale;
const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

createRoot(container).render(
  <StrictMode>
    <OkrProvider apiBaseUrl="/api" locale={locale} theme={{ accentColor: 'indigo', radius: 'medium' }}>
      <RouterProvider router={router} />
    </OkrProvider>
  </StrictMode>,
);
