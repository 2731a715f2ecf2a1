import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/Database';
import type { AccessTokens } from '../modules/auth/accessTokens';
import type { DeclaredRoute } from '../modules/authorization/DeclaredRoute';
import type { Access } from '../modules/authorization/loadAccess';

/** The signed-in caller as the route's guard resolved it (see `authenticate`). */
export interface AuthContext extends Omit<Access, 'sessionRevoked'> {
  /** The refresh-token family the access token was issued for. */
  sessionId: string;
  /** The organization the request asked for (header or route), null for the default one. */
  requestedOrganizationId: string | null;
  /** Set when an API key made the call: it acts, `user` is its creator (for attribution only). */
  apiKey?: { id: string; name: string };
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: AppConfig;
    accessTokens: AccessTokens;
    /** Key deriving a refresh token's successor (see `successorOf`). */
    refreshSuccessorKey: Buffer;
    /** Every route registered, with its declared guard (filled by `registerRouteGuards`). */
    routeGuards: readonly DeclaredRoute[];
  }
  interface FastifyRequest {
    /** Set by `authenticate`; null on public routes. */
    auth: AuthContext | null;
  }
}

export interface AppServices {
  db: Kysely<Database>;
  config: AppConfig;
  accessTokens: AccessTokens;
  refreshSuccessorKey: Buffer;
}

/** Makes the services reachable from any hook or handler (`request.server.db`, ...). */
export function decorateApp(app: FastifyInstance, services: AppServices): void {
  app.decorate('db', services.db);
  app.decorate('config', services.config);
  app.decorate('accessTokens', services.accessTokens);
  app.decorate('refreshSuccessorKey', services.refreshSuccessorKey);
  app.decorateRequest('auth', null);
}
