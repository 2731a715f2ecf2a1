// Entry point `@okr/assistant/ask-panel`.
export { AskPanel } from '../ask/AskPanel';
export type { AskPanelProps } from '../ask/AskPanel';
