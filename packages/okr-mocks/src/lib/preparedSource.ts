import type { MockDb } from '../db/MockDb';
import type { DbSource } from './DbSource';

/** The source's db, changed once by `prepare` before its first answer (per fresh db, so never between stories). */
export function preparedSource(source: DbSource, prepare: (db: MockDb) => void): DbSource {
  const done = new WeakSet<MockDb>();
  return () => {
    const db = source();
    if (!done.has(db)) {
      done.add(db);
      prepare(db);
    }
    return db;
  };
}
