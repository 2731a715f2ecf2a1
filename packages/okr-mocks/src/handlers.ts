import type { HttpHandler } from 'msw';
import { getActiveMockDb } from './activeMockDb';
import { createHandlerGroups } from './createHandlers';
import { createMemberHandlers } from './settings/memberScenarios';

// The exported groups read the active db on every request (see `resetActiveMockDb`).
const groups = createHandlerGroups(getActiveMockDb);

export const authHandlers = groups.auth;
export const organizationHandlers = groups.organizations;
export const settingsHandlers = groups.settings;
export const adminHandlers = groups.admin;
export const aiHandlers = groups.ai;
export const contactHandlers = groups.contact;
export const okrHandlers = groups.okr;
export const integrationHandlers = groups.integrations;
export const outboxHandlers = groups.outbox;
export const invitationHandlers = groups.invitations;
export const weekHandlers = groups.week;
export const ssoHandlers = groups.sso;
export const scimHandlers = groups.scim;
export const reportHandlers = groups.reports;
export const commentHandlers = groups.comments;
export const notificationHandlers = groups.notifications;

/** Every group's default handlers, keyed as Storybook's `parameters.msw.handlers` expects them. */
export const handlerGroups: Record<keyof typeof groups, HttpHandler[]> = {
  auth: authHandlers.default,
  organizations: organizationHandlers.default,
  settings: settingsHandlers.default,
  admin: adminHandlers.default,
  ai: aiHandlers.default,
  contact: contactHandlers.default,
  okr: okrHandlers.default,
  integrations: integrationHandlers.default,
  outbox: outboxHandlers.default,
  invitations: invitationHandlers.default,
  week: weekHandlers.default,
  sso: ssoHandlers.default,
  scim: scimHandlers.default,
  reports: reportHandlers.default,
  comments: commentHandlers.default,
  notifications: notificationHandlers.default,
};

/** Every group's default handlers, for `setupServer(...handlers)`. */
export const handlers: HttpHandler[] = Object.values(handlerGroups).flat();

/** The members side's named variants of the `settings` group (`msw: { handlers: { settings: memberHandlers.empty } }`). */
export const memberHandlers = createMemberHandlers(getActiveMockDb);
