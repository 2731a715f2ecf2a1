import type { ApiError } from '../http/ApiError';

export interface DefaultUnauthorizedOptions {
  /** Clears the session, both stored tokens and the persisted `auth-storage`. */
  logout: () => void;
  /** Where the browser goes; injectable so tests need no real navigation. */
  redirect?: (path: string) => void;
}

/** Spec §4, the 401 rule: forget the session and send the browser to `/`. */
export function createDefaultUnauthorizedHandler({
  logout,
  redirect = (path) => window.location.assign(path),
}: DefaultUnauthorizedOptions): (error: ApiError) => void {
  return () => {
    logout();
    redirect('/');
  };
}
