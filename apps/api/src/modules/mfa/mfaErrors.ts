import { mfaMessages } from '@okr/contract';
import { AppError } from '../../lib/AppError';

/** 400 naming the field that carried a wrong (or replayed) code. */
export const wrongCode = (field: 'code' | 'recoveryCode' | 'passkey' = 'code') =>
  new AppError('VALIDATION_ERROR', mfaMessages.wrongCode, [
    { field, message: field === 'recoveryCode' ? mfaMessages.wrongRecoveryCode : field === 'passkey' ? mfaMessages.passkeyRefused : mfaMessages.wrongCode },
  ]);
