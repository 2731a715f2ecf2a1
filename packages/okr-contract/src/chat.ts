// Plain values of chat channels (api-contract.md "Chat: Slack and Microsoft Teams"). No zod: UI bundles import these.

/** Where a channel posts: a Slack "Incoming Webhooks" URL or a Microsoft Teams "Workflows" webhook URL. */
export const chatChannelKinds = ['slack', 'teams'] as const;
export type ChatChannelKind = (typeof chatChannelKinds)[number];

/**
 * The events a channel may choose, in the order the UI lists them. `comment.mention` is sent by the
 * comments module (it calls `notifyChatOfMention` in apps/api/src/modules/chat).
 */
export const chatEventTypes = ['check_in.created', 'objective.at_risk', 'weekly_digest', 'comment.mention'] as const;
export type ChatEventType = (typeof chatEventTypes)[number];

/** `test` is no subscription: it is sent to one channel when someone asks (`POST .../chat-channels/{channelId}/test`). */
export type ChatMessageType = ChatEventType | 'test';

export const CHAT_CHANNEL_NAME_MAX = 100;

/** The 402 of a chat channel call on the Free plan. */
export const CHAT_PLAN_MESSAGE = 'Slack and Microsoft Teams channels are part of the Pro and Enterprise plans. Upgrade to post to chat.';
