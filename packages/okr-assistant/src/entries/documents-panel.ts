// Entry point `@okr/assistant/documents-panel`.
export { DocumentsPanel } from '../documents/DocumentsPanel';
export type { DocumentsPanelProps } from '../documents/DocumentsPanel';
