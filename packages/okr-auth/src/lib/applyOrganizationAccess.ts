import type { QueryClient } from '@tanstack/react-query';
import type { SwitchOrganizationResponse } from '@okr/contract';
import { invalidateOrganizationCaches } from '@okr/core/headless';
import type { SessionStoreApi } from '@okr/core/headless';

/**
 * Spec §4, after the server made an organization current (a switch, an accepted invitation): store
 * the organization and the user's roles and flags there, then invalidate the organization caches.
 */
export async function applyOrganizationAccess(
  store: SessionStoreApi,
  queryClient: QueryClient,
  { organization, userRoles, permissions }: SwitchOrganizationResponse,
): Promise<SwitchOrganizationResponse['organization']> {
  store.getState().setOrganization(organization);
  store.getState().setUserRoles(userRoles);
  store.getState().setPermissions(permissions);
  await invalidateOrganizationCaches(queryClient);
  return organization;
}
