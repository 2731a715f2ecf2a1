import { packageConfig } from '../../tsup.shared';

// MSW handlers and test helpers: no React, so no "use client" directive.
export default packageConfig({ external: [/^msw/, /^vitest/, /^@okr\//] }, { useClient: false });
