import { z } from 'zod';
import { Text } from './common';
import { password } from './auth';

// Password reset (api-contract.md "Password reset").

export const ForgotPasswordRequest = z.strictObject({
  email: Text.trim().toLowerCase().max(254).pipe(z.email('Enter a valid email address')),
});
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

/** The new password follows the register rules. */
export const ResetPasswordRequest = z.strictObject({
  token: Text.min(1).max(100),
  password,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;
