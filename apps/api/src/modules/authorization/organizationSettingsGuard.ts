import type { PermissionAction } from '@okr/contract';
import { idParam } from '../../lib/idParam';
import { permissionGuard } from './RouteGuard';

/**
 * The `settings` guard of an integration route under `/organizations/:id/…` (webhooks, chat channels):
 * the organization the path names, people only (an API key never manages integrations).
 */
export const organizationSettingsGuard = (action: PermissionAction) => permissionGuard('settings', action, idParam, { people: true });

/** A POST the contract guards with `settings:update` (it queues work on an existing endpoint or channel: a test, a redelivery). */
export const organizationSettingsUpdateByPost = permissionGuard('settings', 'update', idParam, { people: true, contractAction: true });
