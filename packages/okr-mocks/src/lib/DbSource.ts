import type { MockDb } from '../db/MockDb';

/**
 * Where a handler finds its db, asked on every request: the active db (reset before each story
 * or test) or one a test owns. Never captured at module load, so no state outlives a story.
 */
export type DbSource = () => MockDb;
