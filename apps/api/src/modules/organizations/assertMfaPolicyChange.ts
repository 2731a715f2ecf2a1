import { canDo, mfaMessages, missingPermissionMessage } from '@okr/contract';
import type { UpdateOrganizationRequest } from '@okr/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, forbidden, ruleViolation } from '../../lib/AppError';
import { authOf } from '../../plugins/authenticate';
import { findOrganization } from './organizationQueries';

/**
 * `requireMfa` / `ssoSatisfiesMfa` in PATCH /organizations/{id} (api-contract.md "Second factors"):
 * a security setting, so `settings:update` beside the route's own flag; Pro and Enterprise (402 on
 * Free); and whoever turns the requirement on must have a second factor themselves (422), or they
 * would lock themselves out of the switch that undoes it. People only: an API key gets 403.
 */
export async function assertMfaPolicyChange(request: FastifyRequest, organizationId: string, changes: UpdateOrganizationRequest): Promise<void> {
  if (changes.requireMfa === undefined && changes.ssoSatisfiesMfa === undefined) return;
  const auth = authOf(request);
  if (auth.apiKey) throw forbidden('Only people can change the second-factor requirement');
  if (!canDo(auth.permissions, 'settings', 'update')) throw forbidden(missingPermissionMessage('settings', 'update'));
  const organization = await findOrganization(request.server.db, organizationId);
  if (organization?.plan === 'Free') throw new AppError('PLAN_LIMIT_REACHED', mfaMessages.requireMfaPlan);
  if (changes.requireMfa === true && !auth.user.mfa_enabled) throw ruleViolation('Set up a second factor for your own account before requiring one');
}
