// Plain values of API keys (api-contract.md "API keys"). No zod: UI bundles import these.

/** Every secret starts with this; what follows is 40 base62 characters. */
export const API_KEY_PREFIX = 'okr_';
export const API_KEY_SECRET_LENGTH = 40;
/** Requests a key may make a minute unless the operator sets `API_KEY_RATE_LIMIT`. */
export const API_KEY_RATE_LIMIT_DEFAULT = 600;
export const API_KEY_NAME_MAX = 100;

/** The 402 of an API key or webhook call on the Free plan. */
export const API_INTEGRATION_PLAN_MESSAGE = 'API integration is part of the Pro and Enterprise plans. Upgrade to use API keys and webhooks.';

/** Whether a bearer credential is an API key's secret rather than an access token. */
export function isApiKeySecret(credential: string): boolean {
  return credential.startsWith(API_KEY_PREFIX);
}
