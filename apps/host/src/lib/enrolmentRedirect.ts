import { pagePaths } from '@okr/contract';
import type { ApiError } from '@okr/core';

/** The address parameter that tells My account why the member was brought there. */
export const REQUIRED_PARAM = 'required';
export const SECOND_FACTOR_REQUIRED = 'second-factor';

/** Where a member without a second factor is taken: My account's Security tab, with the reason. */
export const enrolmentHref = `${pagePaths.app.account.href('security')}&${REQUIRED_PARAM}=${SECOND_FACTOR_REQUIRED}`;

/**
 * The host's `onForbidden`: an organization that requires a second factor answers its routes with
 * 403 `MFA_ENROLLMENT_REQUIRED` (api-contract.md "Second factors"); the member is taken to
 * enrolment instead of seeing the refusal. Not while already on My account, where the panels
 * that still call the organization's routes would otherwise keep sending them back.
 */
export function createEnrolmentRedirect(navigate: (to: string) => void, currentPath: () => string) {
  return (error: ApiError) => {
    if (error.code !== 'MFA_ENROLLMENT_REQUIRED') return;
    if (currentPath() === pagePaths.app.account.path) return;
    navigate(enrolmentHref);
  };
}
