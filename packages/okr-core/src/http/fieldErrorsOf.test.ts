import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { fieldErrorsOf } from './fieldErrorsOf';

const refusal = (details: unknown, status = 400) =>
  new ApiError({ status, code: status === 400 ? 'VALIDATION_ERROR' : 'RULE_VIOLATION', message: 'Validation failed', details });

describe('fieldErrorsOf', () => {
  it('maps each named field to its first message', () => {
    const error = refusal([
      { field: 'email', message: 'Enter a valid email address' },
      { field: 'email', message: 'second word on email' },
      { field: 'roleType', message: 'Pick a role' },
    ]);
    expect(fieldErrorsOf(error)).toEqual({ email: 'Enter a valid email address', roleType: 'Pick a role' });
  });

  it('joins a path with dots and reads a 422 naming fields too', () => {
    expect(fieldErrorsOf(refusal([{ path: ['keyResults', 0, 'title'], message: 'Required' }], 422))).toEqual({
      'keyResults.0.title': 'Required',
    });
  });

  it('is empty for anything that names no field', () => {
    expect(fieldErrorsOf(new Error('boom'))).toEqual({});
    expect(fieldErrorsOf(refusal(undefined))).toEqual({});
    expect(fieldErrorsOf(refusal({ reason: 'expired' }))).toEqual({});
    expect(fieldErrorsOf(refusal([null, 'text', { message: 'no field' }, { field: 'x', message: 3 }]))).toEqual({});
  });
});
