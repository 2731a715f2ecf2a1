// `npm start`: install, build, then serve app + API (migrations and demo seed run at boot).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildProduct } from './lib/build-product.mjs';
import { installDependencies } from './lib/install.mjs';
import { assertNodeVersion } from './lib/node-version.mjs';
import { superviseServer } from './lib/superviseServer.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../..');
process.chdir(root);

assertNodeVersion();
installDependencies();
buildProduct();

const port = process.env.PORT ?? '3000';
const env = {
  ...process.env,
  PORT: port,
  NODE_ENV: process.env.NODE_ENV ?? 'production',
  OKR_DATA_DIR: process.env.OKR_DATA_DIR ?? resolve(root, '.data/pglite'),
};
console.log(
  `▶ Starting on http://localhost:${port} (${process.env.DATABASE_URL ? 'PostgreSQL from DATABASE_URL' : `PGlite in ${env.OKR_DATA_DIR}`})`,
);
superviseServer(process.execPath, ['apps/api/dist/main.js'], { env });
