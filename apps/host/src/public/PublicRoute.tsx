import '@okr/landing/styles.css';
import { useLocation } from 'react-router';
import { BrowserPublicPage } from '@okr/landing';

/**
 * A public page when the app's router reaches it without a page load (after signing out, or in
 * the dev server). A page load of a public URL gets the prerendered HTML instead.
 */
export function PublicRoute() {
  const { pathname, search } = useLocation();
  return <BrowserPublicPage path={pathname} search={search} apiBaseUrl="/api" />;
}
