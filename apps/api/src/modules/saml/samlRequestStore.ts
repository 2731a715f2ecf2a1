import type { CacheItem, CacheProvider } from '@node-saml/node-saml';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';

/**
 * node-saml's store of the AuthnRequest ids we sent, in the database (`saml_requests`) so that any
 * API process may receive the response. One store per request handled: the first look-up of an id
 * spends it (deleted and answered in one statement, so two responses racing for one id cannot both
 * have it); node-saml asks again for the same id within the same response (Response and
 * SubjectConfirmationData `InResponseTo`), which this store answers from what it took.
 */
export class SamlRequestStore implements CacheProvider {
  private readonly taken = new Map<string, string | null>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly organizationId: string,
    private readonly ttlMs: number,
  ) {}

  async saveAsync(key: string, value: string): Promise<CacheItem | null> {
    const createdAt = Date.now();
    await this.db
      .insertInto('saml_requests')
      .values({ id: key, organization_id: this.organizationId, expires_at: new Date(createdAt + this.ttlMs) })
      .execute();
    return { value, createdAt };
  }

  async getAsync(key: string): Promise<string | null> {
    if (this.taken.has(key)) return this.taken.get(key) ?? null;
    const row = await this.db
      .deleteFrom('saml_requests')
      .where('id', '=', key)
      .where('organization_id', '=', this.organizationId)
      .returning('expires_at')
      .executeTakeFirst();
    const value = row && row.expires_at.getTime() > Date.now() ? row.expires_at.toISOString() : null;
    this.taken.set(key, value);
    return value;
  }

  /** Spent already by `getAsync`; nothing more to remove. */
  async removeAsync(key: string | null): Promise<string | null> {
    return key;
  }
}
