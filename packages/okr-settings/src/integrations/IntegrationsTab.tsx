import { Flex, Separator } from '@radix-ui/themes';
import { useSessionStore } from '@okr/core';
import { ApiKeysPanel } from './ApiKeysPanel';
import { ChatChannelsPanel } from './chat/ChatChannelsPanel';
import { PlanNotice } from './PlanNotice';
import { WebhooksPanel } from './WebhooksPanel';

export interface IntegrationsTabProps {
  onSeeBilling?: () => void;
}

/** Settings → Integrations: API keys, webhooks, then Slack and Teams channels; the Free plan sees one notice naming all three. */
export function IntegrationsTab({ onSeeBilling }: IntegrationsTabProps) {
  const free = useSessionStore((s) => s.organization?.plan === 'Free');
  if (free) return <PlanNotice onSeeBilling={onSeeBilling} />;
  return (
    <Flex direction="column" gap="6">
      <ApiKeysPanel onSeeBilling={onSeeBilling} />
      <Separator size="4" />
      <WebhooksPanel onSeeBilling={onSeeBilling} />
      <Separator size="4" />
      <ChatChannelsPanel onSeeBilling={onSeeBilling} />
    </Flex>
  );
}
