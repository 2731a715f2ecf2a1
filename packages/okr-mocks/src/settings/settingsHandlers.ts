import type { HttpHandler } from 'msw';
import type { DbSource } from '../lib/DbSource';
import { memberRoutes } from './memberRoutes';
import { rolePermissionRoutes } from './rolePermissionRoutes';
import { roleRoutes } from './roleRoutes';

export interface SettingsHandlers {
  default: HttpHandler[];
}

/** The settings handler group (roles, role permissions, members and user search) over a db source. */
export function createSettingsHandlers(source: DbSource): SettingsHandlers {
  return { default: [...Object.values(roleRoutes(source)), ...Object.values(rolePermissionRoutes(source)), ...Object.values(memberRoutes(source))] };
}
