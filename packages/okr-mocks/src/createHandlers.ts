import type { HttpHandler } from 'msw';
import { createAdminHandlers } from './admin/adminHandlers';
import { createAiHandlers } from './ai/aiHandlers';
import { createAuthHandlers } from './auth/authHandlers';
import { createCommentHandlers } from './comments/commentHandlers';
import { createContactHandlers } from './contact/contactHandlers';
import { createInvitationHandlers } from './invitations/invitationHandlers';
import { createIntegrationHandlers } from './integrations/integrationHandlers';
import type { MockDb } from './db/MockDb';
import type { DbSource } from './lib/DbSource';
import { createNotificationHandlers } from './notifications/notificationHandlers';
import { createOkrHandlers } from './okr/okrHandlers';
import { createOutboxHandlers } from './outbox/outboxHandlers';
import { createReportHandlers } from './reports/reportHandlers';
import { createOrganizationHandlers } from './organizations/organizationHandlers';
import { createScimHandlers } from './scim/scimHandlers';
import { createSettingsHandlers } from './settings/settingsHandlers';
import { createSsoHandlers } from './sso/ssoHandlers';
import { createWeekHandlers } from './week/weekHandlers';

/** Every resource's handler group over one db source; a new resource adds its group here. */
export function createHandlerGroups(source: DbSource) {
  return {
    auth: createAuthHandlers(source),
    organizations: createOrganizationHandlers(source),
    settings: createSettingsHandlers(source),
    admin: createAdminHandlers(source),
    ai: createAiHandlers(source),
    contact: createContactHandlers(source),
    okr: createOkrHandlers(source),
    integrations: createIntegrationHandlers(source),
    outbox: createOutboxHandlers(source),
    invitations: createInvitationHandlers(source),
    week: createWeekHandlers(source),
    sso: createSsoHandlers(source),
    scim: createScimHandlers(source),
    reports: createReportHandlers(source),
    comments: createCommentHandlers(source),
    notifications: createNotificationHandlers(source),
  };
}

/** The default handlers of every resource over a db the caller owns (a test's own world). */
export function createHandlers(db: MockDb): HttpHandler[] {
  return Object.values(createHandlerGroups(() => db)).flatMap((group) => group.default);
}
