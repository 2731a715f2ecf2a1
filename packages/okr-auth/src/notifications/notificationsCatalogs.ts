import { notifications } from '../../locales/en.json';
import { authCatalogsOf } from '../lib/authCatalogsOf';

/** The bell and the notifications list. */
export const notificationsCatalogs = authCatalogsOf({ notifications });
