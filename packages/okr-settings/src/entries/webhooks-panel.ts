// Entry point `@okr/settings/webhooks-panel`.
export { WebhooksPanel } from '../integrations/WebhooksPanel';
export type { WebhooksPanelProps } from '../integrations/WebhooksPanel';
export { WebhooksView } from '../integrations/WebhooksView';
export type { WebhooksViewProps } from '../integrations/WebhooksView';
export type { IntegrationCreateButtonProps, IntegrationViewSlots } from '../integrations/IntegrationView';
export { useWebhooks } from '../integrations/useWebhooks';
export type { UpdateWebhookInput, WebhooksModel } from '../integrations/useWebhooks';
