import { LANDING_FIRST_LOAD_BUDGET, measureHostSize, measurePartnerSizes, sizeSection } from '../size.mjs';
import { root } from '../lib/server.mjs';

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** What a partner pays per entry (beside the WorkOS anchor) and the host's first load. */
export const partnerSizeSection = {
  id: 'size',
  title: 'What a partner pays',
  async run() {
    const sizes = await measurePartnerSizes();
    const host = measureHostSize(root);
    return {
      lines: [
        ...sizeSection(sizes),
        "## The host app's first load (as built by Vite, gzip -9)",
        '',
        '| file | raw | gzip |',
        '|---|---|---|',
        ...host.rows.map((r) => `| ${r.name} | ${kib(r.raw)} | ${kib(r.gzip)} |`),
      ],
      failures: [
        ...sizes.failures,
        ...(host.landingJsGzip !== null && host.landingJsGzip > LANDING_FIRST_LOAD_BUDGET
          ? [`first-load JavaScript of / is ${host.landingJsGzip} B gzip, budget ${LANDING_FIRST_LOAD_BUDGET} B`]
          : []),
      ],
    };
  },
};
