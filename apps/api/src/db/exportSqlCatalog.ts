import { sql } from 'kysely';
import type { RawBuilder, Transaction } from 'kysely';

// What `exportSql` reads from the catalogs besides the tables: what it cannot reproduce, and the
// extensions, text-search configurations and functions that come before the tables.

// The catalog queries type nothing of our Database: any transaction will do.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTrx = Transaction<any>;

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const qualified = (name: string) => `public.${quoteIdent(name)}`;

export async function rows<T>(trx: AnyTrx, query: RawBuilder<T>): Promise<T[]> {
  return (await query.execute(trx)).rows;
}

/** Names of what this exporter cannot reproduce; empty when the export is complete. */
export async function unsupportedObjects(trx: AnyTrx): Promise<string[]> {
  const found = await rows<{ what: string }>(
    trx,
    sql`
      select 'relation ' || n.nspname || '.' || c.relname || ' (kind ' || c.relkind::text || ')' as what
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where (n.nspname = 'public' and c.relkind not in ('r', 'i', 'S'))
          or (n.nspname not in ('public', 'pg_catalog', 'information_schema', 'pg_toast')
              and n.nspname not like 'pg_temp_%' and n.nspname not like 'pg_toast_temp_%')
      union all
      select 'function ' || p.proname || ' (kind ' || p.prokind::text || ')' from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.prokind <> 'f'
         and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
      union all
      select 'type ' || t.typname from pg_type t join pg_namespace n on n.oid = t.typnamespace
       where n.nspname = 'public' and t.typtype <> 'b' and t.typrelid = 0
      union all
      select 'trigger ' || t.tgname from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
       where not t.tgisinternal and n.nspname <> 'public'
      union all
      select 'text search dictionary ' || d.dictname from pg_ts_dict d join pg_namespace n on n.oid = d.dictnamespace
       where n.nspname = 'public'
         and not exists (select 1 from pg_depend x where x.classid = 'pg_ts_dict'::regclass and x.objid = d.oid and x.deptype = 'e')
      union all
      select 'constraint ' || conname || ' (kind ' || contype::text || ')' from pg_constraint k
        join pg_namespace n on n.oid = k.connamespace
       where n.nspname = 'public' and k.contype not in ('p', 'u', 'f', 'c', 'n', 'x')
      order by 1`,
  );
  return found.map((row) => row.what);
}

/** Extensions (created by name: the target's own build of them) and the text-search configurations built on them. */
export async function prelude(trx: AnyTrx): Promise<string[]> {
  const out: string[] = [];
  const extensions = await rows<{ name: string }>(
    trx,
    sql`select extname as name from pg_extension where extname <> 'plpgsql' order by extname`,
  );
  for (const extension of extensions) out.push(`CREATE EXTENSION IF NOT EXISTS ${quoteIdent(extension.name)} WITH SCHEMA public;`);
  const configs = await rows<{ oid: number; name: string; parser: string }>(
    trx,
    sql`select c.oid::int as oid, c.cfgname as name, quote_ident(pn.nspname) || '.' || quote_ident(p.prsname) as parser
          from pg_ts_config c join pg_namespace n on n.oid = c.cfgnamespace
          join pg_ts_parser p on p.oid = c.cfgparser join pg_namespace pn on pn.oid = p.prsnamespace
         where n.nspname = 'public' order by c.cfgname`,
  );
  for (const config of configs) {
    out.push(`CREATE TEXT SEARCH CONFIGURATION ${qualified(config.name)} (PARSER = ${config.parser});`);
    const mappings = await rows<{ token: string; dictionaries: string }>(
      trx,
      sql`select t.alias as token,
                 string_agg(quote_ident(dn.nspname) || '.' || quote_ident(d.dictname), ', ' order by m.mapseqno) as dictionaries
            from pg_ts_config_map m
            join pg_ts_config c on c.oid = m.mapcfg
            join lateral ts_token_type(c.cfgparser) t on t.tokid = m.maptokentype
            join pg_ts_dict d on d.oid = m.mapdict join pg_namespace dn on dn.oid = d.dictnamespace
           where m.mapcfg = ${config.oid}
           group by t.alias order by t.alias`,
    );
    for (const mapping of mappings) {
      out.push(`ALTER TEXT SEARCH CONFIGURATION ${qualified(config.name)} ADD MAPPING FOR ${mapping.token} WITH ${mapping.dictionaries};`);
    }
  }
  const functions = await rows<{ def: string }>(
    trx,
    sql`select pg_get_functiondef(p.oid) as def from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname = 'public' and p.prokind = 'f'
           and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
         order by p.proname, p.oid`,
  );
  for (const fn of functions) out.push(`${fn.def.trim()};`);
  return out;
}
