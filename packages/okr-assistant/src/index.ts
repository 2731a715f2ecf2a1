// `@okr/assistant`: the AI page and its two embeddable panels.
export { AiPage } from './AiPage';
export type { AiPageProps } from './AiPage';
export { AskPanel } from './ask/AskPanel';
export type { AskPanelProps } from './ask/AskPanel';
export { DocumentsPanel } from './documents/DocumentsPanel';
export type { DocumentsPanelProps } from './documents/DocumentsPanel';
export { assistantCatalogs } from './lib/assistantCatalogs';
