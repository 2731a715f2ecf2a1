import { packageConfig } from '../../tsup.shared';

// The root only; its first subpath (a file in src/entries) also adds the "./*" export (CONTRIBUTING.md).
export default packageConfig();
