import { lighthouseSection, measureLighthouse } from '../lighthouse.mjs';
import { startServer } from '../lib/server.mjs';
import { LANDING_FIRST_LOAD_BUDGET, measureHostSize } from '../size.mjs';

/** Lighthouse on `/` (mobile defaults, median of 3; each category ≥ 95) and its first-load JavaScript. */
export const landingLighthouseSection = {
  id: 'lighthouse',
  title: 'The landing page `/`',
  async run() {
    const { landingJsGzip } = measureHostSize();
    const server = await startServer();
    try {
      const result = await measureLighthouse(`${server.base.replace(/\/api$/, '')}/`, 3);
      return { lines: lighthouseSection(result, landingJsGzip, LANDING_FIRST_LOAD_BUDGET), failures: result.failures };
    } finally {
      await server.stop();
    }
  },
};
