import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { getErrorMessage } from './getErrorMessage';

describe('getErrorMessage', () => {
  it("shows the server's message for a client error", () => {
    const error = new ApiError({ status: 409, code: 'CONFLICT', message: 'Email already registered' });
    expect(getErrorMessage(error, 'Error al registrarse')).toBe('Email already registered');
  });

  it("falls back for the API's real 500 answer and any INTERNAL_ERROR", () => {
    const internal = new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' });
    expect(getErrorMessage(internal, 'Error al iniciar sesión')).toBe('Error al iniciar sesión');
    const gateway = new ApiError({ status: 502, code: 'UNKNOWN_ERROR', message: 'Bad gateway' });
    expect(getErrorMessage(gateway, 'Error al iniciar sesión')).toBe('Error al iniciar sesión');
  });

  it('falls back for network errors, empty messages and non-API errors', () => {
    expect(getErrorMessage(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network' }), 'fb')).toBe('fb');
    expect(getErrorMessage(new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: '' }), 'fb')).toBe('fb');
    expect(getErrorMessage(new Error('boom'), 'fb')).toBe('fb');
  });
});
