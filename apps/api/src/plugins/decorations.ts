import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database, UserRow } from '../db/Database';
import type { AccessTokens } from '../modules/auth/accessTokens';
import type { Membership } from '../modules/organizations/memberships';

export interface AuthContext {
  user: UserRow;
  /** The refresh-token family the access token was issued for. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: AppConfig;
    accessTokens: AccessTokens;
    /** Key deriving a refresh token's successor (see `successorOf`). */
    refreshSuccessorKey: Buffer;
  }
  interface FastifyRequest {
    /** Set by `authenticate`; null on anonymous requests. */
    auth: AuthContext | null;
    /** Set by `resolveCurrentOrganization`: undefined until resolved, null when the user has none. */
    currentOrganization: Membership | null | undefined;
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
  app.decorateRequest('currentOrganization', undefined);
}
