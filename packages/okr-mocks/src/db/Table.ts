/** A row of any collection: everything in the model is addressed by an opaque string id. */
export interface Row {
  id: string;
}

/**
 * One in-memory collection. Kept deliberately small: the handlers need "find, filter, insert,
 * patch, remove", and anything richer belongs in a helper named after the rule it encodes.
 * Rows come back as copies-on-write: `update` replaces the stored object, so a value a caller
 * already holds never changes under it.
 */
export class Table<T extends Row> {
  private readonly rows = new Map<string, T>();

  constructor(rows: Iterable<T> = []) {
    for (const row of rows) this.rows.set(row.id, row);
  }

  get size(): number {
    return this.rows.size;
  }

  all(): T[] {
    return [...this.rows.values()];
  }

  get(id: string): T | undefined {
    return this.rows.get(id);
  }

  find(predicate: (row: T) => boolean): T | undefined {
    for (const row of this.rows.values()) if (predicate(row)) return row;
    return undefined;
  }

  filter(predicate: (row: T) => boolean): T[] {
    return this.all().filter(predicate);
  }

  insert(row: T): T {
    if (this.rows.has(row.id)) throw new Error(`Duplicate id ${row.id}`);
    this.rows.set(row.id, row);
    return row;
  }

  update(id: string, patch: Partial<Omit<T, 'id'>>): T | undefined {
    const current = this.rows.get(id);
    if (!current) return undefined;
    const next = { ...current, ...patch };
    this.rows.set(id, next);
    return next;
  }

  delete(id: string): boolean {
    return this.rows.delete(id);
  }

  deleteWhere(predicate: (row: T) => boolean): number {
    const doomed = this.filter(predicate);
    for (const row of doomed) this.rows.delete(row.id);
    return doomed.length;
  }
}
