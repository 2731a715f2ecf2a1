import type { WebhookEventType } from '@okr/contract';
import { fieldErrorsOf, isApiError } from '@okr/core';

export interface WebhookFormIssues {
  url?: 'required' | 'invalid';
  events?: 'required';
}

/**
 * What the form checks before sending: a URL and at least one event. Whether a URL may be used
 * (https only, no private address) is the server's rule (the operator may allow more): its 422
 * comes back under the field, see `serverUrlError`.
 */
export function webhookFormIssues(url: string, events: readonly WebhookEventType[]): WebhookFormIssues {
  const issues: WebhookFormIssues = {};
  const trimmed = url.trim();
  if (trimmed === '') issues.url = 'required';
  else if (!isHttpUrl(trimmed)) issues.url = 'invalid';
  if (events.length === 0) issues.events = 'required';
  return issues;
}

function isHttpUrl(value: string): boolean {
  try {
    const parsed = new URL(value);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The server's word on the URL, to show under the field: a 422 (https only, private address) or
 * a 400 whose details name `url`. Anything else is not about the URL (null: a toast says it).
 */
export function serverUrlError(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.status === 422 && error.message) return error.message;
  return error.status === 400 ? (fieldErrorsOf(error).url ?? null) : null;
}
