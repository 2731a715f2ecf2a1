import type { OperationNode, RootOperationNode } from 'kysely';

// Which organizations a write statement changes, read from the statement itself (the Kysely
// tree): `scoped()`'s `table.organization_id = $1` filter, a `where organization_id = ...` or, for
// `organizations`, `where id = ...`, and inserts' `organization_id` values. `undefined`: it cannot
// tell, so the write counts for the whole table.

type AnyNode = OperationNode & Record<string, unknown>;

const columnOf = (node: unknown, writtenTable: string): string | undefined => {
  const ref = node as AnyNode | undefined;
  if (!ref || typeof ref !== 'object') return undefined;
  if (ref.kind === 'ReferenceNode') {
    // Qualified by another table (a join, `using`, `from`): not a filter on the written rows.
    const qualifier = (ref.table as { table?: { identifier?: { name?: string } } } | undefined)?.table?.identifier?.name;
    if (qualifier !== undefined && qualifier !== writtenTable) return undefined;
    return columnOf(ref.column, writtenTable);
  }
  // sql.ref(...) is a raw node holding the reference alone.
  if (ref.kind === 'RawNode' && (ref.parameters as unknown[]).length === 1 && (ref.sqlFragments as string[]).every((f) => f === '')) {
    return columnOf((ref.parameters as unknown[])[0], writtenTable);
  }
  if (ref.kind === 'ColumnNode') return (ref.column as { name?: string } | undefined)?.name;
  return undefined;
};

const valueOf = (node: unknown): string | undefined => {
  const value = node as AnyNode | undefined;
  return value?.kind === 'ValueNode' && typeof value.value === 'string' ? value.value : undefined;
};

/** An equality on `column` anywhere in a where tree joined by `and` (never under `or`/`not`). */
function equalities(node: unknown, table: string, column: string, found: string[]): boolean {
  const current = node as AnyNode | undefined;
  if (!current || typeof current !== 'object') return false;
  switch (current.kind) {
    case 'WhereNode':
    case 'ParensNode':
      return equalities(current.where ?? current.node, table, column, found);
    case 'AndNode': {
      const left = equalities(current.left, table, column, found);
      const right = equalities(current.right, table, column, found);
      return left || right;
    }
    case 'BinaryOperationNode': {
      const operator = (current.operator as { operator?: string } | undefined)?.operator;
      if (operator !== '=' || columnOf(current.leftOperand, table) !== column) return false;
      const value = valueOf(current.rightOperand);
      if (value === undefined) return false;
      found.push(value);
      return true;
    }
    case 'RawNode': {
      // scoped(): sql`${sql.ref('table.organization_id')} = ${organizationId}`
      const fragments = current.sqlFragments as readonly string[];
      const parameters = current.parameters as readonly unknown[];
      if (parameters.length !== 2 || fragments.join('|').trim() !== '| = |'.trim()) return false;
      if (columnOf(parameters[0], table) !== column) return false;
      const value = valueOf(parameters[1]);
      if (value === undefined) return false;
      found.push(value);
      return true;
    }
    default:
      return false;
  }
}

/** The values of `column` in every row an insert writes, or `undefined` when one is not a plain value. */
export function insertedValues(node: RootOperationNode, column: string): string[] | undefined {
  return fromInsert(node as unknown as AnyNode, column);
}

/** The values an update's or delete's where clause requires of `column` (`and` only), or `undefined`. */
export function equalityValues(node: RootOperationNode, table: string, column: string): string[] | undefined {
  const found: string[] = [];
  return equalities((node as unknown as AnyNode).where, table, column, found) && found.length > 0 ? [...new Set(found)] : undefined;
}

/** The columns an update sets, or `undefined` when one is not a plain column of `table`. */
export function setColumns(node: RootOperationNode, table: string): string[] | undefined {
  const names: string[] = [];
  for (const update of ((node as unknown as AnyNode).updates as readonly { column?: unknown }[] | undefined) ?? []) {
    const name = columnOf(update.column, table);
    if (name === undefined) return undefined;
    names.push(name);
  }
  return names;
}

function fromInsert(node: AnyNode, column: string): string[] | undefined {
  // `on conflict do update` may change a row already there, of whichever organization.
  const conflict = node.onConflict as { doNothing?: boolean } | undefined;
  if (conflict && conflict.doNothing !== true) return undefined;
  const columns = (node.columns as readonly { column: { name: string } }[] | undefined)?.map((c) => c.column.name);
  const at = columns?.indexOf(column) ?? -1;
  const values = node.values as AnyNode | undefined;
  if (at < 0 || values?.kind !== 'ValuesNode') return undefined;
  const found = new Set<string>();
  for (const row of values.values as readonly AnyNode[]) {
    const cell = row.kind === 'PrimitiveValueListNode' ? (row.values as readonly unknown[])[at] : (row.values as readonly unknown[])[at];
    const value = row.kind === 'PrimitiveValueListNode' ? (typeof cell === 'string' ? cell : undefined) : valueOf(cell);
    if (value === undefined) return undefined;
    found.add(value);
  }
  return [...found];
}

/** The organizations a write to `table` changes, or `undefined` when the statement does not say. */
export function writtenOrganizations(node: RootOperationNode, table: string): string[] | undefined {
  const column = table === 'organizations' ? 'id' : 'organization_id';
  const current = node as unknown as AnyNode;
  if (current.kind === 'InsertQueryNode') return fromInsert(current, column);
  // An update that moves rows to another organization changes that one too: the statement does not say which.
  if (current.kind === 'UpdateQueryNode' && (current.updates as readonly { column?: unknown }[] | undefined)?.some((update) => columnOf(update.column, table) === column)) {
    return undefined;
  }
  if (current.kind === 'UpdateQueryNode' || current.kind === 'DeleteQueryNode') {
    const found: string[] = [];
    return equalities(current.where, table, column, found) && found.length > 0 ? [...new Set(found)] : undefined;
  }
  return undefined;
}
