import { WEEK_ITEMS_MAX, apiPaths } from '@okr/contract';
import { WeekResponse } from '@okr/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errorResponses';
import { authOf } from '../../plugins/authenticate';
import { weekItemsOf } from './weekItemsOf';

/** GET /me/week, under /api: across every organization of the caller, no current organization needed. */
export const weekRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    apiPaths.me.week,
    {
      config: { guard: 'signedIn' },
      schema: {
        summary: 'My week: what needs the caller, across every organization they belong to',
        description:
          'For every organization where the caller is an active member, only where they may read it ' +
          '(`objectives` and `key_results` read for key results, `initiatives` read for tasks and initiatives): ' +
          '`check_in_due` (a key result they own, in an Active objective, with no check-in for 7 days), ' +
          '`key_result_behind` (one they own that is at risk: behind the time-elapsed line or low confidence), ' +
          '`task_at_risk` and `task_due` (assigned to them; due within 6 days of today or overdue), ' +
          '`initiative_attention` (one they own that is At Risk or has a task At Risk). "Today" is the ' +
          `caller's own (their \`timeZone\`). Most urgent first: earliest \`dueDate\` (none last), then by kind; at most ${WEEK_ITEMS_MAX}. ` +
          '`href` opens the item in the app, with its organization as `?org=`. Not cached: a permission ' +
          'taken away applies to the very next answer. API keys are refused (403): this is a person\'s view.',
        response: { 200: WeekResponse, ...errorResponses(403) },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      return weekItemsOf(db, { userId: user.id, timeZone: user.time_zone });
    },
  );
};
