import type { ChatChannel } from '@okr/contract';
import { ApiError } from '@okr/core';

// Plain values of the chat channels' part stories (row, form, dialogs): no mock server behind them.

export const slackChannel: ChatChannel = {
  id: 'chat-1',
  kind: 'slack',
  name: '#okr-updates',
  url: 'https://hooks.slack.com/services/T000/B000/XXXX',
  events: ['check_in.created', 'objective.at_risk'],
  enabled: true,
  createdAt: '2026-11-01T09:30:00.000Z',
  lastDeliveryAt: '2026-11-20T14:02:00.000Z',
  consecutiveFailures: 0,
};

export const teamsChannel: ChatChannel = { ...slackChannel, id: 'chat-2', kind: 'teams', name: 'Leadership', url: 'https://example.webhook.office.com/workflows/abc', events: ['weekly_digest'] };

/** The server's refusal of a URL, as the API words it (a field's, shown under it). */
export const urlRefused = new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'Validation failed', details: [{ field: 'url', message: 'The URL must use https' }] });
