/**
 * "Test sign-in" (the settings panel) runs single sign-on in a new window of the same browser,
 * whose tabs share this origin's storage: completing it there like a real sign-in would replace
 * the administrator's own stored session with the tested person's. The opener marks the new
 * window through sessionStorage (copied into a window that `window.open` creates), and
 * `/sso/complete` in a marked window checks the session and ends it instead of keeping it.
 */
const SSO_TEST_WINDOW_KEY = 'okr:sso-test-window';

/** Opens `url` in a new, marked window; false when the browser blocked it. */
export function openSsoTestWindow(url: string): boolean {
  sessionStorage.setItem(SSO_TEST_WINDOW_KEY, '1');
  try {
    const opened = window.open(url, '_blank');
    // The provider's pages must not reach back into ours.
    if (opened) opened.opener = null;
    return opened !== null;
  } finally {
    sessionStorage.removeItem(SSO_TEST_WINDOW_KEY);
  }
}

/** True in a window opened by `openSsoTestWindow`. */
export function isSsoTestWindow(): boolean {
  return typeof window !== 'undefined' && window.sessionStorage.getItem(SSO_TEST_WINDOW_KEY) === '1';
}

export function clearSsoTestWindow(): void {
  if (typeof window !== 'undefined') window.sessionStorage.removeItem(SSO_TEST_WINDOW_KEY);
}
