import { spawnSync } from 'node:child_process';

const PNPM_VERSION = '12.21.0';

let command;

/** The command that runs pnpm 12 here: a global pnpm 12 if there is one, else npx. */
function pnpmCommand() {
  if (command) return command;
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
  command =
    probe.status === 0 && probe.stdout.trim().startsWith('12.')
      ? ['pnpm']
      : ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
  return command;
}

/** Runs pnpm with the given arguments, inheriting stdio; returns the exit code. */
export function pnpm(args, options = {}) {
  const [bin, ...pre] = pnpmCommand();
  const result = spawnSync(bin, [...pre, ...args], { stdio: 'inherit', ...options });
  return result.status ?? 1;
}
