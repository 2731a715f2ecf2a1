import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { apiPaths } from '@okr/contract';
import type { DbSource } from '../lib/DbSource';
import { neverAnswer } from '../lib/neverAnswer';
import { preparedSource } from '../lib/preparedSource';
import { apiUrl, internalError } from '../lib/respond';
import { addSamlConnection, addSsoConnection, makeAcmeEnterprise, publishPendingTxtRecord } from './ssoSeed';
import { ssoRoutes } from './ssoRoutes';

const connectionPath = apiUrl('/organizations/:id/sso');

/**
 * The single sign-on handler group. By default Acme Corp is on Pro (every call 402); the
 * scenarios move it to Enterprise and give it a connection in each state. Sign-in screens, whose
 * calls belong to the `auth` group too, use the db seeds `ssoMockSeeds` instead.
 */
export function createSsoHandlers(source: DbSource) {
  const routes = (from: DbSource) => Object.values(ssoRoutes(from));
  const all = routes(source);
  return {
    default: all,
    /** Acme Corp on Enterprise with no connection (GET 404: the empty form). */
    enterprise: routes(preparedSource(source, makeAcmeEnterprise)),
    /** A connection with one verified and one pending domain; the pending one's TXT record is missing (Verify 422). */
    configured: routes(preparedSource(source, (db) => addSsoConnection(db))),
    /** As `configured`, with the pending domain's TXT record published (Verify 200). */
    txtPublished: routes(
      preparedSource(source, (db) => {
        addSsoConnection(db);
        publishPendingTxtRecord(db);
      }),
    ),
    /** A SAML connection: the SP values to copy and the IdP's certificate, valid for years. */
    saml: routes(preparedSource(source, (db) => addSamlConnection(db))),
    /** As `saml`, the IdP's certificate ending in 12 days (the settings warn from 30). */
    samlCertificateExpiring: routes(preparedSource(source, (db) => addSamlConnection(db, { certificateDaysLeft: 12 }))),
    /** As `saml`, the IdP's certificate ended 3 days ago. */
    samlCertificateExpired: routes(preparedSource(source, (db) => addSamlConnection(db, { certificateDaysLeft: -3 }))),
    /** Reading the connection stays pending. */
    slow: [http.get(connectionPath, neverAnswer), ...all],
    /** Reading the connection fails with the API's real 500 answer. */
    error: [http.get(connectionPath, internalError), ...all],
    /** Starting a sign-in fails with the API's real 500 answer. */
    startError: [http.post(apiUrl(apiPaths.auth.ssoStart), internalError), ...all],
  } satisfies Record<string, HttpHandler[]>;
}

export type SsoHandlers = ReturnType<typeof createSsoHandlers>;
