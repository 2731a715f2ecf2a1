import { packageConfig } from '../../tsup.shared';

// The pages, and the small client entries that hydrate only their interactive parts (src/entries).
export default packageConfig();
