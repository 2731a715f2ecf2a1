/**
 * Where a `next` address may send the user inside the app: `next` when it is a same-origin path
 * under `appPath` (`/app`, `/app/…`, `/app?…`, `/app#…`), else `appPath`. Never an open redirect:
 * only a path that starts with `appPath` passes, so no scheme and no `//host` or `/\host`; then no
 * backslash, whitespace or control character (browsers drop or reinterpret them) and no dot
 * segment (`/app/../admin`, `/app/%2e%2e/admin`) that would climb out of it.
 */
export function safeAppPath(next: string | null | undefined, appPath = '/app'): string {
  const rest = next?.startsWith(appPath) ? next.slice(appPath.length) : '-';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  const unsafe = /^[^/?#]|[\\\s\u0000-\u001f\u007f]|\/(?:\.|%2e)+(?:[/?#]|$)/i;
  return next && !unsafe.test(rest) ? next : appPath;
}
