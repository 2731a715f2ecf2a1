// Entry point `@okr/settings/api-keys-panel`.
export { ApiKeysPanel } from '../integrations/ApiKeysPanel';
export type { ApiKeysPanelProps } from '../integrations/ApiKeysPanel';
export { ApiKeysView } from '../integrations/ApiKeysView';
export type { ApiKeysViewProps } from '../integrations/ApiKeysView';
export type { IntegrationCreateButtonProps, IntegrationViewSlots } from '../integrations/IntegrationView';
export { useApiKeys } from '../integrations/useApiKeys';
export type { ApiKeysModel } from '../integrations/useApiKeys';
