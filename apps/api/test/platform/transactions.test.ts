import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/createDatabase';
import { PASSWORD, randomIp, uniqueEmail } from '../support/api';
import { testConfig } from '../support/testConfig';
import { freshDatabase } from '../support/testDatabase';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await freshDatabase();
  // Make the last step of creating an organization fail for names starting with "boom".
  await sql`
    create function fail_boom_members() returns trigger language plpgsql as $$
    begin
      if (select name from organizations where id = new.organization_id) like 'boom%' then
        raise exception 'simulated failure';
      end if;
      return new;
    end $$`.execute(database.db);
  await sql`create trigger fail_boom before insert on organization_members
    for each row execute function fail_boom_members()`.execute(database.db);
  app = await buildApp({ db: database.db, config: testConfig() });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('multi-row writes', () => {
  it('register leaves no user, organization or role behind when a later step fails', async () => {
    const email = uniqueEmail();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: PASSWORD, firstName: 'A', lastName: 'B', organizationName: 'boom org' },
      remoteAddress: randomIp(),
    });
    expect(response.statusCode).toBe(500);
    // A bare 500: no message from the database, no stack.
    expect(response.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL_ERROR' });
    const count = (table: 'users' | 'organizations' | 'roles') =>
      database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
    expect(Number((await count('users')).n)).toBe(0);
    expect(Number((await count('organizations')).n)).toBe(0);
    expect(Number((await count('roles')).n)).toBe(0);
  });
});
