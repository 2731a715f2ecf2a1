import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/Database';

/**
 * Adds (`+1`) or removes (`-1`) a document's chunks from its organization's lexeme counts. Call in
 * the transaction that stores or deletes the chunks, before a delete. Rows are touched in lexeme
 * order so that two documents of one organization stored at once cannot deadlock.
 */
export async function adjustLexemeStats(
  trx: Kysely<Database>,
  organizationId: string,
  documentId: string,
  sign: 1 | -1,
): Promise<void> {
  if (!/^[0-9a-f-]{36}$/.test(documentId)) throw new Error('document ids are UUIDs');
  // ts_stat takes the query as text: the id is a validated UUID, quoted as a literal.
  const chunksOf = (column: 'tsv_en' | 'tsv_es') =>
    sql.lit(`select ${column} from ai_chunks where document_id = '${documentId}'`);
  await sql`
    insert into ai_lexeme_stats as s (organization_id, config, lexeme, df)
    select ${organizationId}, config, word, ndoc * ${sign}::int from (
      select 'en' as config, word, ndoc from ts_stat(${chunksOf('tsv_en')})
      union all
      select 'es', word, ndoc from ts_stat(${chunksOf('tsv_es')})
    ) as counted
    order by config, word
    on conflict (organization_id, config, lexeme) do update set df = s.df + excluded.df`.execute(trx);
  if (sign < 0) {
    await trx.deleteFrom('ai_lexeme_stats').where('organization_id', '=', organizationId).where('df', '<=', 0).execute();
  }
}
