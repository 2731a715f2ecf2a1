// Entry point `@okr/assistant/ai-page`.
export { AiPage } from './ai-page/AiPage';
export type { AiPageProps } from './ai-page/AiPage';
