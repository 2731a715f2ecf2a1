import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

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
 * Counts the writes that may have changed each table, for the exact read caches (`ReadCache`).
 * As a Kysely plugin it sees every statement of this process as it is compiled, before it reaches
 * the database, so this process's own writes count at once. On PGlite this process is the
 * database's only client (the data directory is locked): that is every write. On PostgreSQL other
 * processes (another API instance, an operator's psql) write too: their commits reach `noteWrite`
 * through `listenForWrites` (the `okr_writes` notifications the tables' triggers send at commit),
 * and `live` is false while that listening connection is down, so caches keep and serve nothing.
 */
export class WriteWatch implements KyselyPlugin {
  private readonly perTable = new Map<string, number>();
  private anyTable = 0;
  /** Every write that may change a cached answer is being counted (false: caches stand aside). */
  live: boolean;

  constructor({ live = true }: { live?: boolean } = {}) {
    this.live = live;
  }

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    for (const table of writtenTables(node)) this.noteWrite(table);
    return node;
  }

  /** A write to `table`, or `'*'` when it may have changed any table. */
  noteWrite(table: string): void {
    if (table === '*') this.anyTable += 1;
    else this.perTable.set(table, (this.perTable.get(table) ?? 0) + 1);
  }

  /** Writes counted so far that may have changed `table` (its own, plus raw SQL and schema changes). */
  writesTo(table: string): number {
    return (this.perTable.get(table) ?? 0) + this.anyTable;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}
