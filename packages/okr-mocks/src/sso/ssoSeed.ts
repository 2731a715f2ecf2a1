import { demoIds, demoSeed } from '../db/demoSeed';
import type { MockDb, MockSeed } from '../db/MockDb';
import { samlSeed } from './samlSeed';

/** The seeded connection's domains: one verified, one waiting for its TXT record. */
export const ssoSeed = {
  organizationId: demoIds.organizations.acme,
  issuer: 'https://login.acme.example',
  clientId: 'okr-acme',
  verifiedDomain: 'acme.example',
  pendingDomain: 'acme-labs.example',
  pendingToken: 'pending-domain-token-acme-labs',
  /** The demo accounts' domain, verified in the `available` and `enforced` scenarios. */
  demoDomain: 'demo.okr',
} as const;

/** Acme Corp on the Enterprise plan, with no connection yet. */
export function makeAcmeEnterprise(db: MockDb): void {
  db.organizations.update(ssoSeed.organizationId, { plan: 'Enterprise' });
}

/** Acme Corp on Enterprise with a connection: `acme.example` verified, `acme-labs.example` pending. */
export function addSsoConnection(db: MockDb, { enforced = false, demoDomain = false } = {}): void {
  makeAcmeEnterprise(db);
  db.ssoConnections.insert({
    id: ssoSeed.organizationId,
    issuer: ssoSeed.issuer,
    clientId: ssoSeed.clientId,
    clientSecret: 'seeded-client-secret',
    domains: [
      { domain: ssoSeed.verifiedDomain, token: 'verified-domain-token-acme', verified: true },
      { domain: ssoSeed.pendingDomain, token: ssoSeed.pendingToken, verified: false },
      ...(demoDomain ? [{ domain: ssoSeed.demoDomain, token: 'demo-domain-token', verified: true }] : []),
    ],
    defaultRoleType: 'Viewer',
    enforced,
  });
}

/** The pending domain's TXT record is published: its Verify succeeds. */
/**
 * Acme Corp on Enterprise with a SAML connection to the seeded IdP (same domains as the OpenID
 * one); `certificateDaysLeft` sets its certificate's end of validity from today (the settings warn
 * within 30 days), otherwise the real certificate's.
 */
export function addSamlConnection(db: MockDb, { certificateDaysLeft, enforced = false }: { certificateDaysLeft?: number; enforced?: boolean } = {}): void {
  makeAcmeEnterprise(db);
  const notAfter = certificateDaysLeft === undefined ? samlSeed.notAfter : new Date(Date.now() + certificateDaysLeft * 86_400_000).toISOString();
  db.ssoConnections.insert({
    id: ssoSeed.organizationId,
    protocol: 'saml',
    issuer: samlSeed.idpEntityId,
    clientId: '',
    clientSecret: '',
    domains: [
      { domain: ssoSeed.verifiedDomain, token: 'verified-domain-token-acme', verified: true },
      { domain: ssoSeed.pendingDomain, token: ssoSeed.pendingToken, verified: false },
    ],
    defaultRoleType: 'Viewer',
    enforced,
    saml: {
      idpEntityId: samlSeed.idpEntityId,
      idpSsoUrl: samlSeed.idpSsoUrl,
      idpCertificates: [{ fingerprint: samlSeed.fingerprint, notAfter }],
      idpMetadataUrl: null,
      allowIdpInitiated: false,
    },
  });
}

export function publishPendingTxtRecord(db: MockDb): void {
  db.ssoTxtRecords.set(ssoSeed.pendingDomain, ['v=spf1 -all', `okr-verification=${ssoSeed.pendingToken}`]);
}

/**
 * Whole dbs (the demo data plus single sign-on) for `parameters.mockSeed` or `resetActiveMockDb`,
 * where every group (sign-in, reset, settings) must see the same connection.
 */
export const ssoMockSeeds = {
  enterprise: (db: MockDb) => {
    demoSeed(db);
    makeAcmeEnterprise(db);
  },
  configured: (db: MockDb) => {
    demoSeed(db);
    addSsoConnection(db);
  },
  /** The demo accounts' domain (demo.okr) verified: `POST /auth/sso/start` answers for them. */
  available: (db: MockDb) => {
    demoSeed(db);
    addSsoConnection(db, { demoDomain: true });
  },
  /** A SAML connection to the seeded IdP. */
  saml: (db: MockDb) => {
    demoSeed(db);
    addSamlConnection(db);
  },
  /** As `saml`, the IdP's certificate ending in 12 days (the settings warn from 30). */
  samlCertificateExpiring: (db: MockDb) => {
    demoSeed(db);
    addSamlConnection(db, { certificateDaysLeft: 12 });
  },
  /** As `saml`, the IdP's certificate ended 3 days ago. */
  samlCertificateExpired: (db: MockDb) => {
    demoSeed(db);
    addSamlConnection(db, { certificateDaysLeft: -3 });
  },
  /** As `available` and enforced: password sign-in and reset for demo.okr answer 403 SSO_REQUIRED. */
  enforced: (db: MockDb) => {
    demoSeed(db);
    addSsoConnection(db, { demoDomain: true, enforced: true });
  },
} satisfies Record<string, MockSeed>;
