import { existsSync, readFileSync } from 'node:fs';

/** Prints one closing line over several vitest JSON reports: `N passed, N failed, N skipped`. */
export function printSummary(reportFiles, elapsedMs) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const file of reportFiles) {
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  if (elapsedMs > 0) console.log(`\nFinished in ${(elapsedMs / 60000).toFixed(1)} min.`);
  console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
}
