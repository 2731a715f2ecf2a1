import { queryOptions } from '@tanstack/react-query';
import { chatChannelsPaths } from '@okr/contract';
import type { ChatChannel, ChatTestResponse, CreateChatChannelRequest, UpdateChatChannelRequest } from '@okr/contract';
import { listQueryDefaults } from '@okr/core';
import type { ApiClient, OrgId } from '@okr/core';
import { useInvalidatingMutation } from '../../lib/useInvalidatingMutation';

/** Cache key of an organization's chat channels, organization id first (a switch never shows another's). */
export const chatChannelKeys = {
  list: (orgId: OrgId) => ['org', orgId, 'chat-channels'] as const,
};

/** `GET /organizations/{id}/chat-channels`: the first page (200 channels) is every channel a team keeps. */
export function chatChannelsQuery(api: ApiClient, orgId: OrgId, enabled = true) {
  return queryOptions({
    queryKey: chatChannelKeys.list(orgId),
    queryFn: () => api.get<ChatChannel[]>(chatChannelsPaths.list(orgId ?? ''), { params: { limit: 200 } }),
    enabled: enabled && orgId !== null,
    ...listQueryDefaults,
  });
}

const useChannelsChange = <Variables, Result>(orgId: OrgId, call: (api: ApiClient, variables: Variables) => Promise<Result>) =>
  useInvalidatingMutation(chatChannelKeys.list(orgId), call);

/** `POST .../chat-channels`: Slack or Teams, its incoming-webhook URL, a name and the events it gets. */
export function useCreateChatChannel(orgId: OrgId) {
  return useChannelsChange(orgId, (api, body: CreateChatChannelRequest) => api.post<ChatChannel>(chatChannelsPaths.list(orgId ?? ''), body));
}

/** `PATCH .../chat-channels/{channelId}`: name, URL, events, enabled (never the kind). */
export function useUpdateChatChannel(orgId: OrgId) {
  return useChannelsChange(orgId, (api, { id, body }: { id: string; body: UpdateChatChannelRequest }) =>
    api.patch<ChatChannel>(chatChannelsPaths.byId(orgId ?? '', id), body),
  );
}

/** `DELETE .../chat-channels/{channelId}`: nothing more is posted there. */
export function useDeleteChatChannel(orgId: OrgId) {
  return useChannelsChange(orgId, (api, channel: ChatChannel) => api.delete<void>(chatChannelsPaths.byId(orgId ?? '', channel.id)).then(() => channel));
}

/** `POST .../chat-channels/{channelId}/test`: a test message queued through the delivery outbox (202). */
export function useTestChatChannel(orgId: OrgId) {
  return useChannelsChange(orgId, (api, channel: ChatChannel) => api.post<ChatTestResponse>(chatChannelsPaths.test(orgId ?? '', channel.id)));
}
