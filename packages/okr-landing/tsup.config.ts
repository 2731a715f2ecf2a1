import { packageConfig } from '../../tsup.shared';

// The pages, and the small client entry that hydrates only their interactive parts.
export default packageConfig({ index: 'src/index.ts', islands: 'src/islands.ts', boot: 'src/boot.ts' });
