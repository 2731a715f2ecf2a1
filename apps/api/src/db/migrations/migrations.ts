import type { Migration } from 'kysely';
import { initialSchema } from './001_initial';
import { okrSchema } from './004_okr';

/**
 * Every migration, by name, in order. A static map rather than a folder scan, so the
 * migrations travel inside the bundled `dist/main.js`. Append new ones; never edit a shipped one.
 */
export const migrations: Record<string, Migration> = {
  '001_initial': initialSchema,
  '004_okr': okrSchema,
};
