import { measureSse, sseSection } from '../sse.mjs';

/** 1,000 open notification streams (issue 35): memory per connection, time to connect, fan-out, heartbeats; a bare SSE route beside. */
export const sseBenchSection = {
  id: 'sse',
  title: 'Server-Sent Events: 1,000 open notification streams',
  async run() {
    const result = await measureSse();
    return { lines: sseSection(result), failures: result.failures };
  },
};
