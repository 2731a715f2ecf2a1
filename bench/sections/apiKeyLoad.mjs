import { apiKeyLoadSection, measureApiKeyLoad } from '../api-key-load.mjs';

/** An authenticated read with an API key at ≥ 90% of the same read with a person's token (issue 18). */
export const apiKeyLoadBenchSection = {
  id: 'api-key',
  title: 'API keys: what a key costs a read',
  async run() {
    const result = await measureApiKeyLoad();
    return { lines: apiKeyLoadSection(result), failures: result.failures };
  },
};
