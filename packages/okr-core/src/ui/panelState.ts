import { isApiError } from '../http/ApiError';

/**
 * The `data-state` of a panel or list (embedding.md §5): `forbidden` when the server refuses the
 * caller (403), `signed-out` when there is no session (401 once the refresh failed; the provider
 * reports it once).
 */
export type PanelState = 'loading' | 'ready' | 'empty' | 'error' | 'forbidden' | 'signed-out';

/**
 * Data on screen wins over a failed background refetch (embedding.md §10: never fail blank); no
 * session at all (`signedOut`, e.g. the store lost its user once a refresh failed) wins over both,
 * since a query without a session waits for one forever.
 */
export function panelStateOf(input: { hasData: boolean; isEmpty: boolean; error: unknown; signedOut?: boolean }): PanelState {
  if (input.signedOut) return 'signed-out';
  if (input.hasData) return input.isEmpty ? 'empty' : 'ready';
  const { error } = input;
  if (!error) return 'loading';
  if (isApiError(error) && error.status === 401) return 'signed-out';
  if (isApiError(error) && error.status === 403) return 'forbidden';
  return 'error';
}
