import type { ChatChannelKind } from '@okr/contract';
import type { ChatMessage } from './ChatMessage';
import { slackPayload } from './slackPayload';
import { teamsPayload } from './teamsPayload';

/** The body posted to a channel of `kind`: the message's app-relative link made absolute on `appUrl`. */
export function chatPayload(kind: ChatChannelKind, message: ChatMessage, appUrl: string): Record<string, unknown> {
  const absolute = { ...message, link: { ...message.link, url: new URL(message.link.url, appUrl).toString() } };
  return kind === 'slack' ? slackPayload(absolute) : teamsPayload(absolute);
}
