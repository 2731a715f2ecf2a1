import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@okr/core';
import { createEnrolmentRedirect, enrolmentHref } from './enrolmentRedirect';

const refusal = (code: 'MFA_ENROLLMENT_REQUIRED' | 'FORBIDDEN') => new ApiError({ status: 403, code, message: 'Refused' });

describe('createEnrolmentRedirect', () => {
  it('takes a member refused for lack of a second factor to the Security tab, saying why', () => {
    const navigate = vi.fn();
    createEnrolmentRedirect(navigate, () => '/app/dashboard')(refusal('MFA_ENROLLMENT_REQUIRED'));
    expect(navigate).toHaveBeenCalledWith(enrolmentHref);
    expect(enrolmentHref).toBe('/app/account?tab=security&required=second-factor');
  });

  it('leaves any other refusal to the panel that made the call', () => {
    const navigate = vi.fn();
    createEnrolmentRedirect(navigate, () => '/app/dashboard')(refusal('FORBIDDEN'));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stays put on My account, so refusals there cannot send the member round again', () => {
    const navigate = vi.fn();
    createEnrolmentRedirect(navigate, () => '/app/account')(refusal('MFA_ENROLLMENT_REQUIRED'));
    expect(navigate).not.toHaveBeenCalled();
  });
});
