import { useQuery } from '@tanstack/react-query';
import type { ChatChannel, ChatTestResponse, CreateChatChannelRequest, UpdateChatChannelRequest } from '@okr/contract';
import { panelStateOf, useSessionStore } from '@okr/core';
import type { ApiError, PanelState } from '@okr/core';
import { apiErrorOf, panelActionOf } from '../../lib/panels/panelAction';
import type { PanelAction } from '../../lib/panels/panelAction';
import { useCallerPanel } from '../../lib/panels/useCallerPanel';
import { chatChannelsCanOf } from './chatChannelPermissions';
import type { ChatChannelsCan } from './chatChannelPermissions';
import { chatChannelsQuery, useCreateChatChannel, useDeleteChatChannel, useTestChatChannel, useUpdateChatChannel } from './chatChannelsApi';

/** The panel's `data-state`: the settings panels' words, and `locked` on the Free plan (nothing is asked of the server). */
export type ChatChannelsState = PanelState | 'locked';

export interface UpdateChatChannelInput {
  channel: Pick<ChatChannel, 'id'>;
  changes: UpdateChatChannelRequest;
}

/** How the last test message went: queued (202) or refused, for which channel. */
export interface ChatTestOutcome {
  channelId: string;
  outcome: 'sent' | 'failed';
  error: ApiError | null;
}

export interface ChatChannelsModel {
  state: ChatChannelsState;
  /** The organization's channels, newest first; empty until loaded. */
  channels: ChatChannel[];
  /** The failure behind `error` or `forbidden` (the server's `{message, code}`), else null. */
  error: ApiError | null;
  can: ChatChannelsCan;
  create: PanelAction<CreateChatChannelRequest, ChatChannel>;
  update: PanelAction<UpdateChatChannelInput, ChatChannel>;
  remove: PanelAction<ChatChannel, ChatChannel>;
  /** Queue a test message to a channel (`POST .../test`, 202). */
  sendTest: PanelAction<ChatChannel, ChatTestResponse>;
  /** The last test message's outcome until another is sent; null before the first and while one is under way. */
  lastTest: ChatTestOutcome | null;
  /** The channel a test message is being queued for, else null. */
  testingId: string | null;
  /** Load the list again (after `error`). */
  retry: () => void;
}

/**
 * api-contract.md "Chat: Slack and Microsoft Teams" without a view: the current organization's
 * channels, what the caller may do with them, and the actions. No strings and no UI.
 */
export function useChatChannels(): ChatChannelsModel {
  const { api, orgId, can } = useCallerPanel(chatChannelsCanOf);
  const locked = useSessionStore((s) => s.organization?.plan === 'Free');
  const query = useQuery(chatChannelsQuery(api, orgId, !locked));
  const create = useCreateChatChannel(orgId);
  const update = useUpdateChatChannel(orgId);
  const remove = useDeleteChatChannel(orgId);
  const test = useTestChatChannel(orgId);
  const tested = test.variables && (test.isSuccess || test.isError) ? test.variables : null;

  return {
    // Embedding.md §10: a failed background refetch keeps the last good list on screen.
    state: locked ? 'locked' : panelStateOf({ hasData: query.data !== undefined, isEmpty: query.data?.length === 0, error: query.error }),
    channels: query.data ?? [],
    error: query.data === undefined && query.error ? apiErrorOf(query.error) : null,
    can,
    create: panelActionOf(create, (body: CreateChatChannelRequest) => body),
    update: panelActionOf(update, ({ channel, changes }: UpdateChatChannelInput) => ({ id: channel.id, body: changes })),
    remove: panelActionOf(remove, (channel: ChatChannel) => channel),
    sendTest: panelActionOf(test, (channel: ChatChannel) => channel),
    lastTest: tested ? { channelId: tested.id, outcome: test.isSuccess ? 'sent' : 'failed', error: test.error ? apiErrorOf(test.error) : null } : null,
    testingId: test.isPending ? (test.variables?.id ?? null) : null,
    retry: () => void query.refetch(),
  };
}
