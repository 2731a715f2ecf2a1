import { measureRolePermissionsRender, renderSection } from '../render-role-permissions.mjs';

/** RolePermissionsMatrix with 100 roles × 6 domains in Chromium (budget: median main-thread CPU < 100 ms). */
export const rolePermissionsRenderSection = {
  id: 'render-role-permissions',
  title: 'RolePermissionsMatrix render',
  async run() {
    const result = await measureRolePermissionsRender();
    return {
      lines: renderSection(result),
      failures: result.pass ? [] : ['RolePermissionsMatrix (100 roles × 6 domains) rendered over its 100 ms budget'],
    };
  },
};
