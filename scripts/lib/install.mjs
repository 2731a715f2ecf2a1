import { pnpm } from './pnpm.mjs';

/** Installs the workspace exactly as the lockfile says (fast when already installed). */
export function installDependencies() {
  console.log('▶ Installing dependencies (pnpm, frozen lockfile)');
  const code = pnpm(['install', '--frozen-lockfile', '--reporter=append-only']);
  if (code !== 0) {
    console.error('✖ Dependency installation failed: see the pnpm output above.');
    process.exit(code);
  }
}
