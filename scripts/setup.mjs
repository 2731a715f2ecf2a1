// `npm run setup`: install and build without serving (used by CI and by `npm test`).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildProduct } from './lib/build-product.mjs';
import { installDependencies } from './lib/install.mjs';
import { assertNodeVersion } from './lib/node-version.mjs';

process.chdir(resolve(fileURLToPath(import.meta.url), '../..'));
assertNodeVersion();
installDependencies();
buildProduct({ force: process.argv.includes('--force') });
