import { packageConfig } from '../../tsup.shared';

// The root (plain values, no zod) and src/entries: `schemas` (zod, server and mocks) and `demo`.
export default packageConfig({}, { useClient: false });
