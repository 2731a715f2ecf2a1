import { CHAT_CHANNEL_NAME_MAX } from '@okr/contract';
import type { ChatEventType } from '@okr/contract';
import { fieldErrorsOf, isApiError } from '@okr/core';
import { serverUrlError, webhookFormIssues } from '../webhookFormRules';

export interface ChatChannelFormIssues {
  name?: 'required' | 'tooLong';
  url?: 'required' | 'invalid';
  events?: 'required';
}

/**
 * What the form checks before sending: a name, an http(s) URL (the webhooks' rule; whether it may
 * be used is the server's call, its 422 comes back under the field) and at least one event.
 */
export function chatChannelFormIssues(name: string, url: string, events: readonly ChatEventType[]): ChatChannelFormIssues {
  const issues: ChatChannelFormIssues = {};
  const trimmed = name.trim();
  if (trimmed === '') issues.name = 'required';
  else if (trimmed.length > CHAT_CHANNEL_NAME_MAX) issues.name = 'tooLong';
  const urlIssue = webhookFormIssues(url, []).url;
  if (urlIssue) issues.url = urlIssue;
  if (events.length === 0) issues.events = 'required';
  return issues;
}

/** The server's refusal of one field, to show under it: the URL's 422 or 400, or a 400 whose details name the field. */
export function serverFieldError(error: unknown, field: 'name' | 'url' | 'events'): string | null {
  if (field === 'url') return serverUrlError(error);
  return isApiError(error) && error.status === 400 ? (fieldErrorsOf(error)[field] ?? null) : null;
}
