import { useState } from 'react';
import type { FormEvent } from 'react';
import { sendContact } from './sendContact';
import { cleanContact, validateContact } from './validateContact';
import type { ContactError, ContactErrors, ContactInput } from './validateContact';

export interface ContactFormStrings extends Record<ContactError, string> {
  title: string;
  name: string;
  email: string;
  message: string;
  messageHint: string;
  submit: string;
  pending: string;
  successTitle: string;
  /** With `{email}`. */
  successBody: string;
  again: string;
  error: string;
  rateLimited: string;
}

export interface ContactFormProps {
  strings: ContactFormStrings;
  /** Where the API lives; `/api` on the product's own server. */
  apiBaseUrl?: string;
  /** Prefix of the fields' ids (fixed rather than useId, so a prerendered form hydrates on its own). */
  idPrefix?: string;
}

type Status = { kind: 'idle' } | { kind: 'pending' } | { kind: 'sent'; email: string } | { kind: 'failed'; rateLimited: boolean };
const empty: ContactInput = { name: '', email: '', message: '' };

/** Name, email and message, checked as the server checks them, then posted to `/contact`. */
export function ContactForm({ strings, apiBaseUrl = '/api', idPrefix = 'contact' }: ContactFormProps) {
  const id = idPrefix;
  const [values, setValues] = useState<ContactInput>(empty);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = (['name', 'email', 'message'] as const).find((field) => found[field]);
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setStatus({ kind: 'pending' });
    const clean = cleanContact(values);
    const result = await sendContact(apiBaseUrl, clean);
    if (result.ok) {
      setValues(empty);
      setStatus({ kind: 'sent', email: clean.email });
    } else setStatus({ kind: 'failed', rateLimited: result.rateLimited });
  }

  if (status.kind === 'sent') {
    return (
      <div className="okr-form-card okr-success" role="status">
        <h2>{strings.successTitle}</h2>
        <p>{strings.successBody.replace('{email}', status.email)}</p>
        <button type="button" className="okr-button okr-button-ghost" onClick={() => setStatus({ kind: 'idle' })}>
          {strings.again}
        </button>
      </div>
    );
  }

  const field = (name: keyof ContactInput) => {
    const error = errors[name];
    const hint = name === 'message' ? `${id}-message-hint` : undefined;
    return {
      id: `${id}-${name}`,
      name,
      value: values[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [hint, error ? `${id}-${name}-error` : undefined].filter(Boolean).join(' ') || undefined,
      onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
    };
  };
  const errorText = (name: keyof ContactInput) => {
    const error = errors[name];
    return error ? (
      <p id={`${id}-${name}-error`} className="okr-field-error">
        {strings[error]}
      </p>
    ) : null;
  };
  const pending = status.kind === 'pending';

  return (
    <form className="okr-form-card" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{strings.title}</h2>
      <div className="okr-field">
        <label htmlFor={`${id}-name`}>{strings.name}</label>
        <input type="text" autoComplete="name" maxLength={200} {...field('name')} />
        {errorText('name')}
      </div>
      <div className="okr-field">
        <label htmlFor={`${id}-email`}>{strings.email}</label>
        <input type="email" autoComplete="email" {...field('email')} />
        {errorText('email')}
      </div>
      <div className="okr-field">
        <label htmlFor={`${id}-message`}>{strings.message}</label>
        <textarea rows={6} {...field('message')} />
        <p id={`${id}-message-hint`} className="okr-muted okr-small">
          {strings.messageHint}
        </p>
        {errorText('message')}
      </div>
      {status.kind === 'failed' ? (
        <p className="okr-alert" role="alert">
          {status.rateLimited ? strings.rateLimited : strings.error}
        </p>
      ) : null}
      <button type="submit" className="okr-button" disabled={pending}>
        {pending ? strings.pending : strings.submit}
      </button>
    </form>
  );
}
