import { measureAssistant } from '../assistant.mjs';
import { root } from '../lib/server.mjs';

/** Answer quality over the labelled questions, ask latency at 2,000 chunks, ingestion of a 100-page PDF. */
export const assistantSection = {
  id: 'assistant',
  title: 'Assistant',
  async run() {
    return measureAssistant(root);
  },
};
