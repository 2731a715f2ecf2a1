// Prints one closing line (`N passed, N failed, N skipped`) over the vitest JSON reports given.
import { printSummary } from './lib/vitest-summary.mjs';

printSummary(process.argv.slice(2), Number(process.env.OKR_ELAPSED_MS ?? 0));
