import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

import { writtenOrganizations } from './writtenOrganizations';

const writeWords = /\b(insert|update|delete|truncate|drop|alter|create|merge|copy)\b/i;

function tableOf(node: unknown): string | undefined {
  // InsertQueryNode.into, UpdateQueryNode.table, DeleteQueryNode.from.froms[i]: TableNode or AliasNode(TableNode).
  const table = node as { kind?: string; node?: unknown; table?: { identifier?: { name?: string } } };
  if (table?.kind === 'AliasNode') return tableOf(table.node);
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
      return writeWords.test(node.sqlFragments.join(' ')) ? ['*'] : [];
    case 'SelectQueryNode':
      return [];
    default:
      // Schema changes (migrations) and anything else: assume the worst.
      return ['*'];
  }
}

/**
 * Counts the writes that may have changed each table, per organization where the write says which
 * (`writtenOrganizations`), for the exact read caches (`ReadCache`): a check-in in organization A
 * leaves organization B's cached answers alone. A write that cannot say (raw SQL, a table without
 * `organization_id`, a statement filtering otherwise) counts for the whole table, every organization.
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
  /** Writes to one organization's rows of a table: `table|organizationId`. */
  private readonly perOrganization = new Map<string, number>();
  /** Per table, the sum of its per-organization writes (what an answer about no one organization sees). */
  private readonly organizationWrites = new Map<string, number>();
  private anyTable = 0;
  /** Every write that may change a cached answer is being counted (false: caches stand aside). */
  live: boolean;

  constructor({ live = true }: { live?: boolean } = {}) {
    this.live = live;
  }

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    for (const table of writtenTables(node)) this.noteWrite(table, table === '*' ? undefined : writtenOrganizations(node, table));
    return node;
  }

  /**
   * A write to `table` (`'*'`: it may have changed any table), in `organizations` when given, else
   * in the whole table.
   */
  noteWrite(table: string, organizations?: readonly string[]): void {
    if (table === '*') this.anyTable += 1;
    else if (organizations === undefined || organizations.length === 0) this.perTable.set(table, (this.perTable.get(table) ?? 0) + 1);
    else {
      for (const organization of organizations) {
        const key = `${table}|${organization}`;
        this.perOrganization.set(key, (this.perOrganization.get(key) ?? 0) + 1);
      }
      this.organizationWrites.set(table, (this.organizationWrites.get(table) ?? 0) + organizations.length);
    }
  }

  /**
   * Writes counted so far that may have changed `table` as `organizationId` sees it (its own rows,
   * plus whole-table writes, raw SQL and schema changes). Without an organization: whole-table
   * writes only, plus every organization's (an answer about no one organization).
   */
  writesTo(table: string, organizationId?: string | null): number {
    const whole = (this.perTable.get(table) ?? 0) + this.anyTable;
    if (organizationId) return whole + (this.perOrganization.get(`${table}|${organizationId}`) ?? 0);
    return whole + (this.organizationWrites.get(table) ?? 0);
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}
