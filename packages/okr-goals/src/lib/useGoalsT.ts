import { useTranslation } from '@okr/core';
import { goalsCatalogs } from './goalsCatalogs';

/** The package's translator (English by default, Spanish when the provider's locale is `es`). */
export const useGoalsT = () => useTranslation(goalsCatalogs);
