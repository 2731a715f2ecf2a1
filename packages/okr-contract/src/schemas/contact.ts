import { z } from 'zod';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_NAME_MAX, CONTACT_PAGE_SIZE_MAX } from '../contact';
import { Id, Text, Timestamp } from './common';

/** The public contact form (api-contract.md: name 1..100, valid email, message 10..5000). */
export const ContactRequest = z.strictObject({
  name: Text
    .trim()
    .min(1, 'Enter your name')
    .max(CONTACT_NAME_MAX, `Your name must be at most ${CONTACT_NAME_MAX} characters`),
  email: Text.trim().max(254).pipe(z.email('Enter a valid email address')),
  message: Text
    .trim()
    .min(CONTACT_MESSAGE_MIN, `Your message must be at least ${CONTACT_MESSAGE_MIN} characters`)
    .max(CONTACT_MESSAGE_MAX, `Your message must be at most ${CONTACT_MESSAGE_MAX} characters`),
});
export type ContactRequest = z.infer<typeof ContactRequest>;

/** A stored message, as super administrators read it. */
export const ContactMessage = z.object({
  id: Id,
  name: Text,
  email: Text,
  message: Text,
  createdAt: Timestamp,
});
export type ContactMessage = z.infer<typeof ContactMessage>;

export const ContactMessagesQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(CONTACT_PAGE_SIZE_MAX).default(20),
});
export type ContactMessagesQuery = z.infer<typeof ContactMessagesQuery>;

/** Newest first. */
export const ContactMessagesPage = z.object({ items: z.array(ContactMessage), total: z.number().int().min(0) });
export type ContactMessagesPage = z.infer<typeof ContactMessagesPage>;
