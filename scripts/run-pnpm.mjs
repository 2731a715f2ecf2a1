// Runs pnpm 12 whether or not it is installed globally: a fresh machine has only Node and npm.
import { pnpm } from './lib/pnpm.mjs';

process.exitCode = pnpm(process.argv.slice(2));
