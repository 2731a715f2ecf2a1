/** The rules of `POST /api/contact` (api-contract.md), checked here before the server checks them again. */
export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ContactInput {
  name: string;
  email: string;
  message: string;
}

export type ContactError = 'nameRequired' | 'nameTooLong' | 'emailInvalid' | 'messageTooShort' | 'messageTooLong';
export type ContactErrors = Partial<Record<keyof ContactInput, ContactError>>;

/** Trimmed values, as they are sent. */
export function cleanContact(input: ContactInput): ContactInput {
  return { name: input.name.trim(), email: input.email.trim(), message: input.message.trim() };
}

export function validateContact(input: ContactInput): ContactErrors {
  const { name, email, message } = cleanContact(input);
  const errors: ContactErrors = {};
  if (name.length === 0) errors.name = 'nameRequired';
  else if (name.length > CONTACT_NAME_MAX) errors.name = 'nameTooLong';
  if (!EMAIL_PATTERN.test(email) || email.length > 254) errors.email = 'emailInvalid';
  if (message.length < CONTACT_MESSAGE_MIN) errors.message = 'messageTooShort';
  else if (message.length > CONTACT_MESSAGE_MAX) errors.message = 'messageTooLong';
  return errors;
}
