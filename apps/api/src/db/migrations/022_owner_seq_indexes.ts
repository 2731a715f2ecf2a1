import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

// The dashboard's "my items" (issue 22): a member's ten newest open objectives and key results in
// an organization, walked along (organization, owner, seq) with a limit instead of reading every one
// they own and sorting (a member owning 2,000 objectives and 6,000 key results of a big
// organization cost 6 ms of PostgreSQL a recompute). The key results' index replaces the
// (organization, owner) one it extends. Frozen once shipped.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const ownerSeqIndexes: Migration = {
  async up(db: AnyDb) {
    await sql`create index objectives_org_owner_seq_idx on objectives (organization_id, owner_id, seq desc)`.execute(db);
    await sql`create index key_results_org_owner_seq_idx on key_results (organization_id, owner_id, seq desc)`.execute(db);
    await sql`drop index key_results_org_owner_idx`.execute(db);
  },
  async down(db: AnyDb) {
    await sql`create index key_results_org_owner_idx on key_results (organization_id, owner_id)`.execute(db);
    await sql`drop index key_results_org_owner_seq_idx`.execute(db);
    await sql`drop index objectives_org_owner_seq_idx`.execute(db);
  },
};
