import { spawnSync } from 'node:child_process';

/** Runs a command with inherited stdio; returns its exit code (1 when it could not start). */
export function run(bin, args, options = {}) {
  const result = spawnSync(bin, args, { stdio: 'inherit', ...options });
  if (result.error) console.error(`Could not run ${bin}: ${result.error.message}`);
  return result.status ?? 1;
}

/** Like run, but exits the process with the command's code when it fails. */
export function runOrExit(label, bin, args, options) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const code = run(bin, args, options);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (code !== 0) {
    console.error(`✖ ${label} failed (exit ${code}) after ${seconds} s`);
    process.exit(code);
  }
  console.log(`✔ ${label} (${seconds} s)`);
}
