import { describe, expect, it } from 'vitest';
import { ApiError } from '@okr/core';
import { factorErrorOf } from './factorErrorOf';
import { validateFactorCode } from './validateFactorCode';

describe('factorErrorOf', () => {
  it('reads an expired step, a wait, and a refusal with its most precise message', () => {
    expect(factorErrorOf(new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: 'expired' }))).toEqual({ kind: 'expired' });
    expect(factorErrorOf(new ApiError({ status: 429, code: 'RATE_LIMITED', message: 'wait', retryAfterSeconds: 42 }))).toEqual({ kind: 'rateLimited', seconds: 42 });
    const wrong = new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'Validation failed', details: [{ field: 'recoveryCode', message: 'used already' }] });
    expect(factorErrorOf(wrong)).toEqual({ kind: 'refused', message: 'used already' });
    expect(factorErrorOf(new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' }))).toEqual({ kind: 'refused', message: undefined });
  });

  it('reads the browser refusing the passkey prompt, and nothing else, as a dismissed passkey', () => {
    expect(factorErrorOf(new DOMException('no', 'NotAllowedError'))).toEqual({ kind: 'passkeyCancelled' });
    expect(factorErrorOf(Object.assign(new Error('aborted'), { name: 'AbortError', code: 'ERROR_CEREMONY_ABORTED' }))).toEqual({ kind: 'passkeyCancelled' });
    expect(factorErrorOf(new TypeError('boom'))).toEqual({ kind: 'refused', message: undefined });
  });
});

describe('validateFactorCode', () => {
  it('takes six digits, spaces ignored, and a recovery code of 1 to 40 characters', () => {
    expect(validateFactorCode('code', '123 456')).toBeUndefined();
    expect(validateFactorCode('code', '12345')).toBe('auth.factor.codeInvalid');
    expect(validateFactorCode('code', '12345a')).toBe('auth.factor.codeInvalid');
    expect(validateFactorCode('recoveryCode', '  ')).toBe('auth.factor.recoveryInvalid');
    expect(validateFactorCode('recoveryCode', 'x'.repeat(41))).toBe('auth.factor.recoveryInvalid');
    expect(validateFactorCode('recoveryCode', 'abcde-12345')).toBeUndefined();
  });
});
