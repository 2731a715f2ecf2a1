import type { Migration } from 'kysely';
import { initialSchema } from './001_initial';
import { roleNameUnique } from './005_role_name_unique';

/**
 * Every migration, by name, in order. A static map rather than a folder scan, so the
 * migrations travel inside the bundled `dist/main.js`. Append new ones; never edit a shipped one.
 */
export const migrations: Record<string, Migration> = {
  '001_initial': initialSchema,
  '005_role_name_unique': roleNameUnique,
};
