import { fieldErrorsOf, isApiError } from '@okr/core';

export const isConflict = (error: unknown) => isApiError(error) && error.status === 409;
export const isPlanLimit = (error: unknown) => isApiError(error) && error.code === 'PLAN_LIMIT_REACHED';



/**
 * Whether an error still needs the form's banner: not when it is a 400 whose every field the
 * form shows beside its control (the banner would only repeat "Validation failed").
 */
export function needsBanner(error: unknown, isShown: (field: string) => boolean): boolean {
  const fields = Object.keys(fieldErrorsOf(error));
  return fields.length === 0 || !fields.every(isShown);
}
