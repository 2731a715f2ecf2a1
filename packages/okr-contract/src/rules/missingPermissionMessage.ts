import type { PermissionDomain } from '../roles';
import type { PermissionAction } from './effectivePermissions';

/**
 * The 403 message when a role lacks a flag (api-contract.md: "message names what is missing"),
 * e.g. "You don't have permission to update organizations (missing: organizations.update)".
 * One wording for the server, the mocks and any UI that explains a refusal.
 */
export function missingPermissionMessage(domain: PermissionDomain, action: PermissionAction): string {
  return `You don't have permission to ${action} ${domain.replace('_', ' ')} (missing: ${domain}.${action})`;
}
