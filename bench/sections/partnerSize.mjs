import { LANDING_FIRST_LOAD_BUDGET, REPORTS_ROUTE_BUDGET, measureHostSize, measurePartnerSizes, measureRouteChunk, sizeSection } from '../size.mjs';
import { root } from '../lib/server.mjs';

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** What a partner pays per entry (beside the WorkOS anchor) and the host's first load. */
export const partnerSizeSection = {
  id: 'size',
  title: 'What a partner pays',
  async run() {
    const sizes = await measurePartnerSizes();
    const host = measureHostSize(root);
    const reports = measureRouteChunk(root, 'ReportsRoute');
    return {
      lines: [
        ...sizeSection(sizes),
        "## The host app's first load (as built by Vite, gzip -9)",
        '',
        '| file | raw | gzip |',
        '|---|---|---|',
        ...host.rows.map((r) => `| ${r.name} | ${kib(r.raw)} | ${kib(r.gzip)} |`),
        '',
        '## The reports route (`/app/reports`) beyond the app frame (gzip -9, budget 60 kB)',
        '',
        'Its lazy chunk, what it imports, and the charting library (uPlot) it imports on first render,',
        'less what the app shell and the /app frame already loaded; the Spanish strings left out.',
        '',
        ...(reports
          ? [
              '| files | raw | gzip | budget | result |',
              '|---|---|---|---|---|',
              `| ${reports.files.join(', ')} | ${kib(reports.raw)} | ${kib(reports.gzip)} | ${kib(REPORTS_ROUTE_BUDGET)} | ${reports.gzip <= REPORTS_ROUTE_BUDGET ? 'pass' : '**over budget**'} |`,
            ]
          : ['Not measured: build the host first (`npm run build`).']),
      ],
      failures: [
        ...sizes.failures,
        ...(host.landingJsGzip !== null && host.landingJsGzip > LANDING_FIRST_LOAD_BUDGET
          ? [`first-load JavaScript of / is ${host.landingJsGzip} B gzip, budget ${LANDING_FIRST_LOAD_BUDGET} B`]
          : []),
        ...(reports && reports.gzip > REPORTS_ROUTE_BUDGET
          ? [`the reports route loads ${reports.gzip} B gzip beyond the app frame, budget ${REPORTS_ROUTE_BUDGET} B`]
          : []),
      ],
    };
  },
};
