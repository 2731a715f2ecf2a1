// Entry point `@okr/auth/guards`.
export { RequireAuth } from '../guards/RequireAuth';
export type { RequireAuthProps } from '../guards/RequireAuth';
export { RequireSuperAdmin } from '../guards/RequireSuperAdmin';
export type { RequireSuperAdminProps } from '../guards/RequireSuperAdmin';
export { AppGuard } from '../guards/AppGuard';
export type { AppGuardProps } from '../guards/AppGuard';
export { RequireRole } from '../guards/RequireRole';
export type { RequireRoleProps } from '../guards/RequireRole';
export { AccessDenied } from '../guards/AccessDenied';
export type { AccessDeniedProps } from '../guards/AccessDenied';
export { isSuperAdmin, hasRole, homePathFor } from '../lib/rolePredicates';
