import type { AuthKeyOf } from '../lib/catalogs/AuthKeyOf';

/**
 * The shape the server takes (`TotpCode`, `RecoveryCode` of the contract), checked before sending:
 * six digits, spaces ignored; a recovery code not empty, at most 40 characters.
 */
export function validateFactorCode(kind: 'code' | 'recoveryCode', value: string): AuthKeyOf<'factor'> | undefined {
  if (kind === 'code') return /^\d{6}$/.test(value.replace(/\s+/g, '')) ? undefined : 'auth.factor.codeInvalid';
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= 40 ? undefined : 'auth.factor.recoveryInvalid';
}
