import { packageConfig } from '../../tsup.shared';

// The root, and `testing` (renderWithOkr) for our packages' tests and partners' own.
export default packageConfig();
