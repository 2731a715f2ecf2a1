import { packageConfig } from '../../tsup.shared';

export default packageConfig({ index: 'src/index.ts', testing: 'src/testing.ts' }, { external: [/^msw/, /^vitest/, /^@okr\//] });
