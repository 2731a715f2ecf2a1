import { randomUUID } from 'node:crypto';
import type { ContactMessage, ContactRequest } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';

/** Stores one message of the contact form. */
export async function saveContactMessage(db: Kysely<Database>, input: ContactRequest, ip: string): Promise<void> {
  await db
    .insertInto('contact_messages')
    .values({ id: randomUUID(), name: input.name, email: input.email, message: input.message, ip })
    .execute();
}

/** One page of the messages, newest first, with the total count. */
export async function listContactMessages(
  db: Kysely<Database>,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ items: ContactMessage[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('contact_messages')
      .select(['id', 'name', 'email', 'message', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db.selectFrom('contact_messages').select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      message: row.message,
      createdAt: new Date(row.created_at).toISOString(),
    })),
    total: Number(count.total),
  };
}
