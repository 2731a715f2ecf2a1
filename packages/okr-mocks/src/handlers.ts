import type { HttpHandler } from 'msw';
import { getActiveMockDb } from './activeMockDb';
import { createHandlerGroups } from './createHandlers';

// The exported groups read the active db on every request (see `resetActiveMockDb`).
const groups = createHandlerGroups(getActiveMockDb);

export const authHandlers = groups.auth;
export const organizationHandlers = groups.organizations;
export const settingsHandlers = groups.settings;
export const okrHandlers = groups.okr;

/** Every group's default handlers, keyed as Storybook's `parameters.msw.handlers` expects them. */
export const handlerGroups: Record<keyof typeof groups, HttpHandler[]> = {
  auth: authHandlers.default,
  organizations: organizationHandlers.default,
  settings: settingsHandlers.default,
  okr: okrHandlers.default,
};

/** Every group's default handlers, for `setupServer(...handlers)`. */
export const handlers: HttpHandler[] = Object.values(handlerGroups).flat();
