import type en from '../../../locales/en.json';
import type { AuthKeysOf } from '../authCatalogsOf';

/** The keys of some groups of the catalog: what a component's own catalog (`lib/catalogs`) can translate. */
export type AuthKeyOf<G extends keyof typeof en> = AuthKeysOf<Pick<typeof en, G>>;
