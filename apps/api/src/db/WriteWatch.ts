import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/** The tables whose rows decide who may do what (loadAccess reads them). */
const ACCESS_TABLES = new Set([
  'users',
  'organizations',
  'organization_members',
  'roles',
  'user_roles',
  'role_permissions',
  'refresh_tokens',
]);

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
 * A Kysely plugin that counts writes to the access tables (`epoch`), seen as each statement is
 * compiled, before it reaches the database. Installed on PGlite only, where this process is the
 * database's only client (the data directory is locked): every write goes through here, so a
 * cache that checks the epoch (see `AccessCache`) can never serve what a write has changed.
 * With PostgreSQL, other processes write too, so no cache is kept there.
 */
export class WriteWatch implements KyselyPlugin {
  epoch = 0;
  private readonly perTable = new Map<string, number>();
  private anyTable = 0;

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    const tables = writtenTables(node);
    if (tables.some((table) => table === '*' || ACCESS_TABLES.has(table))) this.epoch += 1;
    for (const table of tables) {
      if (table === '*') this.anyTable += 1;
      else this.perTable.set(table, (this.perTable.get(table) ?? 0) + 1);
    }
    return node;
  }

  /** Writes counted so far that may have changed `table` (its own, plus raw SQL and schema changes). */
  writesTo(table: string): number {
    return (this.perTable.get(table) ?? 0) + this.anyTable;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}
