import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

import { writtenOrganizations } from './writtenOrganizations';
import { writtenUsers } from './writtenUsers';

const writeWords = /\b(insert|update|delete|truncate|drop|alter|create|merge|copy)\b/i;
/** A raw statement that begins by naming the one table it writes: `insert into t`, `update t`, `delete from t`. */
const namedWrite = /^\s*(?:insert\s+into|update|delete\s+from)\s+(?:"([a-z_][a-z0-9_]*)"|([a-z_][a-z0-9_]*))(?=[\s(]|$)/i;
const leadingWrite = /^\s*(?:insert\s+into|update|delete\s+from)\s*$/i;

/**
 * The table a raw statement writes when it says so at its start, with its name written out or as
 * `sql.table()` (the job queue's and the webhook recorder's statements): a single statement of that
 * form writes that table only (what its deletes cascade into is the caches' business, as for
 * Kysely's statements). '*' for anything else that may write (a `with` ahead, several statements).
 */
function rawWrittenTable(fragments: readonly string[], parameters: readonly unknown[]): string {
  if (fragments.some((fragment) => fragment.includes(';'))) return '*';
  const named = namedWrite.exec(fragments[0] ?? '');
  if (named) return named[1] ?? named[2] ?? '*';
  if (leadingWrite.test(fragments[0] ?? '')) {
    const table = tableOf(parameters[0]);
    if (table && /^\s/.test(fragments[1] ?? ' ')) return table;
  }
  return '*';
}

function tableOf(node: unknown): string | undefined {
  // InsertQueryNode.into, UpdateQueryNode.table, DeleteQueryNode.from.froms[i]: TableNode or AliasNode(TableNode);
  // in raw SQL, sql.table() is a RawNode holding the TableNode alone.
  const table = node as { kind?: string; node?: unknown; table?: { identifier?: { name?: string } }; sqlFragments?: string[]; parameters?: unknown[] };
  if (table?.kind === 'AliasNode') return tableOf(table.node);
  if (table?.kind === 'RawNode') {
    return table.parameters?.length === 1 && table.sqlFragments?.every((fragment) => fragment === '') ? tableOf(table.parameters[0]) : undefined;
  }
  return table?.table?.identifier?.name;
}

/** The tables a write statement changes; '*' when it cannot tell (raw SQL that may write). */
function writtenTables(node: RootOperationNode): string[] {
  switch (node.kind) {
    case 'InsertQueryNode':
      return [tableOf(node.into) ?? '*'];
    case 'UpdateQueryNode':
      return node.table ? [tableOf(node.table) ?? '*'] : ['*'];
    case 'DeleteQueryNode':
      return node.from.froms.map((from) => tableOf(from) ?? '*');
    case 'RawNode':
      return writeWords.test(node.sqlFragments.join(' ')) ? [rawWrittenTable(node.sqlFragments, node.parameters)] : [];
    case 'SelectQueryNode':
      return [];
    default:
      // Schema changes (migrations) and anything else: assume the worst.
      return ['*'];
  }
}

function bump(map: Map<string, number>, key: string, by = 1): void {
  map.set(key, (map.get(key) ?? 0) + by);
}

/** The per-table counts of one organization or user, made on its first write. */
function tablesOf(map: Map<string, Map<string, number>>, key: string): Map<string, number> {
  let tables = map.get(key);
  if (!tables) map.set(key, (tables = new Map()));
  return tables;
}

/**
 * Counts the writes that may have changed each table, per organization where the write says which
 * (`writtenOrganizations`), for the exact read caches (`ReadCache`): a check-in in organization A
 * leaves organization B's cached answers alone. A write that cannot say (raw SQL, a table without
 * `organization_id` and no user placement, a statement filtering otherwise) counts for the whole
 * table, every organization; a raw statement that names its one table (`update t ...`) counts for
 * that table only.
 * As a Kysely plugin it sees every statement of this process as it is compiled, before it reaches
 * the database, so this process's own writes count at once. On PGlite this process is the
 * database's only client (the data directory is locked): that is every write. On PostgreSQL other
 * processes (another API instance, an operator's psql) write too: their commits reach `noteWrite`
 * through `listenForWrites` (the `okr_writes` notifications the tables' triggers send at commit,
 * naming the organizations), and `live` is false while that listening connection is down, so caches
 * keep and serve nothing.
 */
export class WriteWatch implements KyselyPlugin {
  /** Writes to the whole table (every organization). */
  private readonly perTable = new Map<string, number>();
  /** Writes to one organization's rows, per organization then table. */
  private readonly perOrganization = new Map<string, Map<string, number>>();
  /** Per table, the sum of its per-organization writes (what an answer about no one organization sees). */
  private readonly organizationWrites = new Map<string, number>();
  /** Writes to one user's own rows (writtenUsers), per user then table. */
  private readonly perUser = new Map<string, Map<string, number>>();
  /** Per table, the sum of its per-user writes. */
  private readonly userWrites = new Map<string, number>();
  private anyTable = 0;
  /** Every write that may change a cached answer is being counted (false: caches stand aside). */
  live: boolean;

  constructor({ live = true }: { live?: boolean } = {}) {
    this.live = live;
  }

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    for (const table of writtenTables(node)) {
      if (table === '*') this.noteWrite('*');
      else {
        const organizations = writtenOrganizations(node, table);
        this.noteWrite(table, organizations, organizations === undefined ? writtenUsers(node, table) : undefined);
      }
    }
    return node;
  }

  /**
   * A write to `table` (`'*'`: it may have changed any table), in `organizations` when given, else
   * to the own rows of `users` when given (`writtenUsers`), else in the whole table.
   */
  noteWrite(table: string, organizations?: readonly string[], users?: readonly string[]): void {
    if (table === '*') this.anyTable += 1;
    else if (organizations !== undefined && organizations.length > 0) {
      for (const organization of organizations) bump(tablesOf(this.perOrganization, organization), table);
      bump(this.organizationWrites, table, organizations.length);
    } else if (users !== undefined && users.length > 0) {
      for (const user of users) bump(tablesOf(this.perUser, user), table);
      bump(this.userWrites, table, users.length);
    } else bump(this.perTable, table);
  }

  /**
   * Writes counted so far that may have changed `table` as an answer about `organizationId` (and
   * `userId`) sees it: whole-table writes, raw SQL and schema changes; that organization's writes
   * (every organization's for an answer about none); that user's writes placed by user. Writes
   * placed by user (`writtenUsers`: a user's refresh tokens, the user's own columns) change only
   * answers about that user, so an answer about an organization but no user ignores them, and an
   * answer about neither sees them all.
   */
  writesTo(table: string, organizationId?: string | null, userId?: string | null): number {
    return this.writesToTables([table], organizationId, userId);
  }

  /** The sum of `writesTo` over `tables` (a ReadCache's), the organization and the user looked up once. */
  writesToTables(tables: readonly string[], organizationId?: string | null, userId?: string | null): number {
    const organization = organizationId ? this.perOrganization.get(organizationId) : undefined;
    const user = userId ? this.perUser.get(userId) : undefined;
    let sum = 0;
    for (const table of tables) {
      sum += (this.perTable.get(table) ?? 0) + this.anyTable;
      sum += organizationId ? (organization?.get(table) ?? 0) : (this.organizationWrites.get(table) ?? 0);
      sum += userId ? (user?.get(table) ?? 0) : organizationId ? 0 : (this.userWrites.get(table) ?? 0);
    }
    return sum;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}
