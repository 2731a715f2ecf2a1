import { fieldErrorsOf, isApiError } from '@okr/core';

export type SsoField = 'issuer' | 'clientId' | 'clientSecret' | 'domains';
export type SsoIssueKey =
  | 'sso.validation.issuer'
  | 'sso.validation.clientId'
  | 'sso.validation.clientSecret'
  | 'sso.validation.domains';

export interface SsoDraft {
  issuer: string;
  clientId: string;
  clientSecret: string;
  domains: string[];
}

// The contract's rule for a domain (two labels or more, letters for the last), as people type it.
const domainPattern = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** A typed domain as the server stores it (`Acme.COM ` → `acme.com`), or null when it is not one. */
export function normalizeDomain(typed: string): string | null {
  const domain = typed.trim().toLowerCase().replace(/^@/, '').replace(/\.$/, '');
  return domainPattern.test(domain) && domain.length <= 253 ? domain : null;
}

function isHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value.trim()).protocol);
  } catch {
    return false;
  }
}

/** What the form says before sending; `hasSecret`: a secret is stored and may be kept. */
export function ssoDraftIssues(draft: SsoDraft, hasSecret: boolean): Partial<Record<SsoField, SsoIssueKey>> {
  return {
    ...(!isHttpUrl(draft.issuer) && { issuer: 'sso.validation.issuer' }),
    ...(!draft.clientId.trim() && { clientId: 'sso.validation.clientId' }),
    ...(!hasSecret && !draft.clientSecret && { clientSecret: 'sso.validation.clientSecret' }),
    ...(draft.domains.length === 0 && { domains: 'sso.validation.domains' }),
  } as Partial<Record<SsoField, SsoIssueKey>>;
}

/**
 * The server's refusal of a save, on the field it concerns: a 400's details by field, the 422 of
 * an issuer whose discovery failed, the 409 of a domain another organization uses. `null`: not
 * about a field (a toast says it).
 */
export function ssoServerIssues(error: unknown): Partial<Record<SsoField, string>> | null {
  if (!isApiError(error)) return null;
  if (error.status === 422) return { issuer: error.message };
  if (error.status === 409) return { domains: error.message };
  if (error.status !== 400) return null;
  const issues: Partial<Record<SsoField, string>> = {};
  for (const [name, message] of Object.entries(fieldErrorsOf(error))) {
    const field = name.split('.')[0] as SsoField;
    if (['issuer', 'clientId', 'clientSecret', 'domains'].includes(field)) issues[field] ??= message;
  }
  return Object.keys(issues).length > 0 ? issues : null;
}
