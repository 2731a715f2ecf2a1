import type { ApiError } from '../http/ApiError';

export interface DefaultUnauthorizedOptions {
  /** Clears the session, both stored tokens and the persisted session. */
  logout: () => void;
  /** Where the browser goes; injectable so tests need no real navigation. */
  redirect?: (path: string) => void;
  /** The page the browser is on; injectable for tests. */
  currentPath?: () => string;
}

const browserPath = () => (typeof window === 'undefined' ? '' : window.location.pathname);

/**
 * Spec §4, the 401 rule: forget the session and send the browser to `/`. On `/` itself there is
 * nowhere to go: reloading it would ask again, get another 401 and loop, so it only forgets.
 */
export function createDefaultUnauthorizedHandler({
  logout,
  redirect = (path) => window.location.assign(path),
  currentPath = browserPath,
}: DefaultUnauthorizedOptions): (error: ApiError) => void {
  return () => {
    logout();
    if (currentPath() !== '/') redirect('/');
  };
}
