import { chatChannels, common } from '../../../locales/en.json';
import { settingsCatalogsOf } from '../../lib/catalogs/settingsCatalogsOf';

/** The chat channels panel. */
export const chatChannelsCatalogs = settingsCatalogsOf({ common, chatChannels });
