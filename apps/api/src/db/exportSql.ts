import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { prelude, qualified, quoteIdent, rows, unsupportedObjects } from './exportSqlCatalog';

/**
 * A plain-SQL dump of the `public` schema for `psql -f`, like `pg_dump --no-owner --no-privileges`
 * limited to what our migrations create: sequences, tables (columns, defaults, NOT NULL, CHECK),
 * every row (COPY text format), sequence positions, then primary keys, unique constraints,
 * indexes and foreign keys. Everything runs in one transaction with ON_ERROR_STOP: the import
 * either brings every row or nothing. Kysely's migration tables are tables like any other, so the
 * server started on the import finds its migrations applied.
 *
 * Functions of the `public` schema come right after the extensions, and triggers last (after
 * the rows: loading them notifies nobody). Objects this exporter does not reproduce (views,
 * aggregates and procedures, types, other schemas) make it refuse with their names rather than
 * export less than the database holds.
 */

// The catalog queries type nothing of our Database: any Kysely will do.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const quoteLiteral = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** COPY's text format: backslash escapes for the characters that delimit it; `\N` is null. */
function copyField(value: string | null): string {
  if (value === null) return '\\N';
  return value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

interface Column {
  name: string;
  type: string;
  notNull: boolean;
  defaultExpr: string | null;
  identity: string;
  /** 's' for a stored generated column (its expression is `defaultExpr`); never copied. */
  generated: string;
}

/** The whole export, as chunks of text (the caller writes them to a file). */
export async function exportSql(db: AnyDb, write: (chunk: string) => void | Promise<void>): Promise<{ tables: Record<string, number> }> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      // Values in a form every PostgreSQL reads back the same, whatever its own settings.
      await sql`set local datestyle = 'ISO, YMD'`.execute(trx);
      await sql`set local timezone = 'UTC'`.execute(trx);
      await sql`set local intervalstyle = 'postgres'`.execute(trx);
      await sql`set local extra_float_digits = 3`.execute(trx);
      await sql`set local bytea_output = 'hex'`.execute(trx);

      const unsupported = await unsupportedObjects(trx);
      if (unsupported.length > 0) {
        throw new Error(`The database holds objects the export cannot reproduce: ${unsupported.join(', ')}`);
      }

      const version = (await rows<{ v: string }>(trx, sql`select version() as v`))[0]?.v ?? '';
      await write(
        [
          `-- OKR database export, ${new Date().toISOString()}, from ${version.split(' on ')[0] ?? version}.`,
          '-- Import into an empty PostgreSQL database: psql -v ON_ERROR_STOP=1 -f <this file> <DATABASE_URL>',
          '\\set ON_ERROR_STOP on',
          "SET client_encoding = 'UTF8';",
          'SET standard_conforming_strings = on;',
          'SET check_function_bodies = false;',
          'SET client_min_messages = warning;',
          "SET datestyle = 'ISO, YMD';",
          'BEGIN;',
          ...(await prelude(trx)),
          '',
        ].join('\n'),
      );

      const tables = await rows<{ oid: string; name: string }>(
        trx,
        sql`select c.oid::text as oid, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
             where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
      );
      // Every sequence; those of identity columns are created with their column, not here.
      const sequences = await rows<{
        name: string;
        type: string;
        start: string;
        increment: string;
        min: string;
        max: string;
        cache: string;
        cycle: boolean;
        owner_table: string | null;
        owner_column: string | null;
        identity: boolean;
      }>(
        trx,
        sql`select c.relname as name, format_type(s.seqtypid, null) as type, s.seqstart::text as start,
                   s.seqincrement::text as increment, s.seqmin::text as min, s.seqmax::text as max,
                   s.seqcache::text as cache, s.seqcycle as cycle,
                   t.relname as owner_table, a.attname as owner_column, coalesce(d.deptype = 'i', false) as identity
              from pg_sequence s
              join pg_class c on c.oid = s.seqrelid
              join pg_namespace n on n.oid = c.relnamespace
              left join pg_depend d on d.classid = 'pg_class'::regclass and d.objid = c.oid
                                   and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
              left join pg_class t on t.oid = d.refobjid
              left join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
             where n.nspname = 'public' order by c.relname`,
      );
      for (const seq of sequences.filter((s) => !s.identity)) {
        await write(
          `CREATE SEQUENCE ${qualified(seq.name)} AS ${seq.type} START WITH ${seq.start} INCREMENT BY ${seq.increment} ` +
            `MINVALUE ${seq.min} MAXVALUE ${seq.max} CACHE ${seq.cache}${seq.cycle ? ' CYCLE' : ''};\n`,
        );
      }

      const counts: Record<string, number> = {};
      const after: string[] = [];
      const foreignKeys: string[] = [];
      for (const table of tables) {
        const columns = (
          await rows<{ name: string; type: string; not_null: boolean; default_expr: string | null; identity: string; generated: string }>(
            trx,
            sql`select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null,
                       pg_get_expr(d.adbin, d.adrelid) as default_expr, a.attidentity as identity, a.attgenerated::text as generated
                  from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
                 where a.attrelid = ${table.oid}::oid and a.attnum > 0 and not a.attisdropped order by a.attnum`,
          )
        ).map<Column>((c) => ({
          name: c.name,
          type: c.type,
          notNull: c.not_null,
          defaultExpr: c.default_expr,
          identity: c.identity,
          generated: c.generated,
        }));
        const constraints = await rows<{ name: string; kind: string; def: string }>(
          trx,
          sql`select conname as name, contype as kind, pg_get_constraintdef(oid) as def from pg_constraint
               where conrelid = ${table.oid}::oid and contype <> 'n' order by contype, conname`,
        );
        const lines = columns.map((c) => {
          const identity =
            c.identity === 'a' ? ' GENERATED ALWAYS AS IDENTITY' : c.identity === 'd' ? ' GENERATED BY DEFAULT AS IDENTITY' : '';
          const def =
            c.generated === 's' && c.defaultExpr !== null
              ? ` GENERATED ALWAYS AS (${c.defaultExpr}) STORED`
              : c.defaultExpr !== null && !identity
                ? ` DEFAULT ${c.defaultExpr}`
                : '';
          return `    ${quoteIdent(c.name)} ${c.type}${identity}${def}${c.notNull ? ' NOT NULL' : ''}`;
        });
        for (const check of constraints.filter((k) => k.kind === 'c')) {
          lines.push(`    CONSTRAINT ${quoteIdent(check.name)} ${check.def}`);
        }
        await write(`\nCREATE TABLE ${qualified(table.name)} (\n${lines.join(',\n')}\n);\n`);

        for (const k of constraints.filter((k) => k.kind === 'p' || k.kind === 'u' || k.kind === 'x')) {
          after.push(`ALTER TABLE ONLY ${qualified(table.name)} ADD CONSTRAINT ${quoteIdent(k.name)} ${k.def};`);
        }
        for (const k of constraints.filter((k) => k.kind === 'f')) {
          foreignKeys.push(`ALTER TABLE ONLY ${qualified(table.name)} ADD CONSTRAINT ${quoteIdent(k.name)} ${k.def};`);
        }
        const indexes = await rows<{ def: string }>(
          trx,
          sql`select pg_get_indexdef(i.indexrelid) as def from pg_index i join pg_class c on c.oid = i.indexrelid
               where i.indrelid = ${table.oid}::oid
                 and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid and k.conrelid = i.indrelid)
               order by c.relname`,
        );
        for (const index of indexes) after.push(`${index.def};`);

        // Every row, each value in its type's text form (what COPY reads back).
        // Generated columns are computed again by the target, never copied.
        const names = columns.filter((c) => c.generated !== 's').map((c) => c.name);
        const selected = sql.join(names.map((name, i) => sql`${sql.ref(name)}::text as ${sql.ref(`c${i}`)}`));
        const data = await rows<Record<string, string | null>>(
          trx,
          sql`select ${selected} from ${sql.table(`public.${table.name}`)}`,
        );
        counts[table.name] = data.length;
        const copyColumns = names.map(quoteIdent).join(', ');
        await write(`COPY ${qualified(table.name)} (${copyColumns}) FROM stdin;\n`);
        let chunk = '';
        for (const row of data) {
          chunk += `${names.map((_, i) => copyField(row[`c${i}`] ?? null)).join('\t')}\n`;
          if (chunk.length > 1 << 20) {
            await write(chunk);
            chunk = '';
          }
        }
        await write(`${chunk}\\.\n`);
      }

      // Sequence positions, then the constraints and indexes (built once over all the rows).
      await write('\n');
      for (const seq of sequences) {
        const [state] = await rows<{ last_value: string; is_called: boolean }>(
          trx,
          sql`select last_value::text as last_value, is_called from ${sql.table(`public.${seq.name}`)}`,
        );
        if (!state) continue;
        const target =
          seq.identity && seq.owner_table && seq.owner_column
            ? `pg_catalog.pg_get_serial_sequence(${quoteLiteral(`public.${quoteIdent(seq.owner_table)}`)}, ${quoteLiteral(seq.owner_column)})`
            : quoteLiteral(qualified(seq.name));
        await write(`SELECT pg_catalog.setval(${target}, ${state.last_value}, ${state.is_called});\n`);
        if (!seq.identity && seq.owner_table && seq.owner_column) {
          await write(`ALTER SEQUENCE ${qualified(seq.name)} OWNED BY ${qualified(seq.owner_table)}.${quoteIdent(seq.owner_column)};\n`);
        }
      }
      const triggers = await rows<{ def: string }>(
        trx,
        sql`select pg_get_triggerdef(t.oid) as def from pg_trigger t join pg_class c on c.oid = t.tgrelid
              join pg_namespace n on n.oid = c.relnamespace
             where n.nspname = 'public' and not t.tgisinternal order by c.relname, t.tgname`,
      );
      await write(`${[...after, ...foreignKeys, ...triggers.map((t) => `${t.def};`)].join('\n')}\n\nCOMMIT;\n`);
      return { tables: counts };
    });
}
