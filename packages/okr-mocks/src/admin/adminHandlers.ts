import { http } from 'msw';
import type { HttpHandler } from 'msw';
import type { DbSource } from '../lib/DbSource';
import { neverAnswer } from '../lib/neverAnswer';
import { apiUrl, internalError } from '../lib/respond';
import { adminRoutes } from './adminRoutes';

export interface AdminHandlers {
  default: HttpHandler[];
  /** Every `/admin/**` call stays pending (loading states). */
  slow: HttpHandler[];
  /** Every `/admin/**` call fails with the API's real 500 answer. */
  error: HttpHandler[];
}

const adminAll = apiUrl('/admin/*');

/** The super-administrator handler group (`/admin/**`, `GET /audit-events`) over a db source, with its scenarios. */
export function createAdminHandlers(source: DbSource): AdminHandlers {
  return {
    default: Object.values(adminRoutes(source)),
    slow: [http.all(adminAll, neverAnswer)],
    error: [http.all(adminAll, internalError)],
  };
}
