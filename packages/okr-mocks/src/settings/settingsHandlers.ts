import type { HttpHandler } from 'msw';
import type { DbSource } from '../lib/DbSource';
import { memberRoutes } from './memberRoutes';
import { rolePermissionRoutes } from './rolePermissionRoutes';
import { roleRoutes } from './roleRoutes';
import { roleScenarios } from './roleScenarios';

export interface SettingsHandlers extends ReturnType<typeof roleScenarios> {
  default: HttpHandler[];
}

/** The settings handler group (roles, role permissions, members and user search) over a db source. */
export function createSettingsHandlers(source: DbSource): SettingsHandlers {
  const members = Object.values(memberRoutes(source));
  return {
    default: [...Object.values(roleRoutes(source)), ...Object.values(rolePermissionRoutes(source)), ...members],
    ...roleScenarios(source, members),
  };
}
