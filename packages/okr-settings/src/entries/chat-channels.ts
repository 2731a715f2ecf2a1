// Entry point `@okr/settings/chat-channels`.
export { ChatChannelsPanel } from '../integrations/chat/ChatChannelsPanel';
export type { ChatChannelsPanelProps } from '../integrations/chat/ChatChannelsPanel';
export { ChatChannelsView } from '../integrations/chat/ChatChannelsView';
export type { ChatChannelsViewProps } from '../integrations/chat/ChatChannelsView';
export { useChatChannels } from '../integrations/chat/useChatChannels';
export type { ChatChannelsModel, ChatChannelsState, ChatTestOutcome, UpdateChatChannelInput } from '../integrations/chat/useChatChannels';
export type { ChatChannelsCan } from '../integrations/chat/chatChannelPermissions';
