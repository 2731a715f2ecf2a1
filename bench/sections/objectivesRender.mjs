import { RENDER_BUDGET_MS, measureObjectivesRender } from '../render-objectives.mjs';

/** The objectives list with 1,000 objectives in Chromium (< 150 ms), and a check-in re-rendering only its row. */
export const objectivesRenderSection = {
  id: 'render-objectives',
  title: 'Objectives list render',
  async run() {
    const r = await measureObjectivesRender();
    const failures = [];
    if (r.median >= RENDER_BUDGET_MS) failures.push(`objectives list render: median ${r.median.toFixed(1)} ms, budget ${RENDER_BUDGET_MS} ms`);
    if (r.checkIn.mutatedRows.join() !== 'objective-25') {
      failures.push(`a check-in on one objective changed rows ${r.checkIn.mutatedRows.join(', ')} (that row only expected)`);
    }
    return {
      lines: [
        '## Objectives list render (Chromium, `bench/render-objectives.mjs`)',
        '',
        `\`ObjectivesTable\` of \`@okr/goals/objectives-list\` (built) inside \`OkrProvider\`, production React (profiling build), ${r.count} objectives, mounted ${r.runs.length} times after a warm-up; time to a laid-out DOM.`,
        '',
        '| measure | value | budget |',
        '|---|---|---|',
        `| mount, median of ${r.runs.length} | ${r.median.toFixed(1)} ms (${r.runs.map((v) => v.toFixed(0)).join(', ')}) | < ${RENDER_BUDGET_MS} ms |`,
        `| a check-in on one objective: rows whose DOM changed | ${r.checkIn.mutatedRows.join(', ')} | that row only |`,
        `| its render (Profiler actualDuration) vs the mount's | ${r.checkIn.updateDuration.toFixed(1)} ms vs ${r.checkIn.mountDuration.toFixed(1)} ms | |`,
      ],
      failures,
    };
  },
};
