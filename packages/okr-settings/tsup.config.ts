import { packageConfig } from '../../tsup.shared';

// The root and one entry per embeddable panel, each a file in src/entries.
export default packageConfig();
