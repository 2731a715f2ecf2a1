// Entry point `@okr/assistant/ai-page`.
export { AiPage } from '../AiPage';
export type { AiPageProps } from '../AiPage';
