// Entry point `@okr/settings/webhooks-panel`.
export { WebhooksPanel } from '../integrations/WebhooksPanel';
export type { WebhooksPanelProps } from '../integrations/WebhooksPanel';
