// Entry point `@okr/settings/api-keys-panel`.
export { ApiKeysPanel } from '../integrations/ApiKeysPanel';
export type { ApiKeysPanelProps } from '../integrations/ApiKeysPanel';
