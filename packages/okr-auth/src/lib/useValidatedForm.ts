import { useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { hasErrors } from './credentialRules';
import type { FieldErrors } from './credentialRules';

export interface ValidatedFormOptions<F extends string> {
  initialValues: Record<F, string>;
  validate: (values: Record<F, string>) => FieldErrors<F>;
  /** Called on submit when `validate` finds nothing. */
  onValid: (values: Record<F, string>) => void;
  onValuesChange?: (values: Record<F, string>) => void;
}

/** The state of a form validated on submit, then on every change so fixed fields clear at once. */
export function useValidatedForm<F extends string>({
  initialValues,
  validate,
  onValid,
  onValuesChange,
}: ValidatedFormOptions<F>) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [submitted, setSubmitted] = useState(false);

  const update = (field: F, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    onValuesChange?.(next);
    if (submitted) setErrors(validate(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (!hasErrors(found)) onValid(values);
  };

  /** The value and change handler of one input. */
  const bind = (field: F) => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => update(field, event.target.value),
  });

  return { values, errors, bind, submit };
}
