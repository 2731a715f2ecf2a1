import { accountMessages } from '@okr/contract';
import { AppError } from '../../lib/AppError';

/** 400 naming the field that carried a wrong password (api-contract.md "My account"). */
export const passwordMismatch = (field: string) =>
  new AppError('VALIDATION_ERROR', 'Validation failed', [{ field, message: accountMessages.wrongPassword }]);
