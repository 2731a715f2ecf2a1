import pg from 'pg';

/** A connected PostgreSQL client on `url` (the caller ends it). */
export async function pgClient(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}
