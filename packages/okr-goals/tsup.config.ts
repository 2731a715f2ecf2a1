import { packageConfig } from '../../tsup.shared';

// The root, one entry per embeddable screen and the host's route elements (src/entries).
export default packageConfig();
