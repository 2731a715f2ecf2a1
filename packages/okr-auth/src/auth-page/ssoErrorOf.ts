import { SSO_ERROR_PARAM, ssoErrorCodes } from '@okr/contract';
import type { AuthKeyOf } from '../lib/catalogs/AuthKeyOf';

/**
 * The codes the sign-in page explains: the callback's (`ssoErrorCodes`) and `complete`, which the
 * app's own `/sso/complete` sends when it could not get the session the callback set.
 */
const explained: readonly string[] = [...ssoErrorCodes, 'complete'];

/** The sentence of an `sso_error` code; an unknown one still says that single sign-on did not finish. */
export function ssoErrorMessageKey(code: string): AuthKeyOf<'ssoError'> {
  return (explained.includes(code) ? `auth.ssoError.${code}` : 'auth.ssoError.unknown') as AuthKeyOf<'ssoError'>;
}

/** The `sso_error` of the page's address, if any. */
export function ssoErrorOfAddress(): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.search).get(SSO_ERROR_PARAM);
}
