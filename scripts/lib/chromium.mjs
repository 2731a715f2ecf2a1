import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/lib/chromium/chromium'];

/**
 * Flags for every headless Chromium we start (stories, journeys, benchmarks). Without the
 * background-networking ones it floods the closed network with refused connections.
 */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** CHROMIUM_PATH, else the first Debian location present, else the usual one. */
export function chromiumPath() {
  return findChromium() ?? candidates[0];
}

/** Path of Debian's Chromium (or CHROMIUM_PATH), or null. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return candidates.find((path) => existsSync(path)) ?? null;
}

/**
 * Finds Chromium; installs Debian's package when missing and we are root with apt;
 * otherwise stops with one line saying how. Never downloads a browser build of its own.
 */
export function ensureChromium() {
  let path = findChromium();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!path && isRoot && hasApt) {
    console.log('▶ Chromium is missing: installing Debian\'s chromium package');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    path = findChromium();
  }
  if (!path) {
    console.error(
      'Chromium not found: install it with `sudo apt-get install chromium` (or set CHROMIUM_PATH to a Chromium binary) and run npm test again.',
    );
    process.exit(1);
  }
  return path;
}
