import { SAML_METADATA_INVALID_MESSAGE, SAML_METADATA_REQUIRED_MESSAGE, SAML_NOT_CONFIGURED_MESSAGE } from '@okr/contract';
import type { SsoConnection, SsoStartAnswer } from '@okr/contract';
import { SsoConnection as SsoConnectionSchema, SsoStartAnswer as SsoStartAnswerSchema } from '@okr/contract/schemas';
import { expect } from 'vitest';
import { defineCase } from '../ConformanceCase';
import type { Harness } from '../Harness';
import { signUp } from '../setup/signUp';
import type { Account } from '../setup/signUp';
import { as, invalid } from './okr/okrRequests';

// SAML 2.0 beside OpenID Connect (api-contract.md "SAML 2.0 (Enterprise), beside OpenID Connect"):
// a connection saved from pasted IdP metadata, what GET answers, the SP metadata and the start.
// The ACS's checks need an IdP signing responses: the API suite's (apps/api/test/saml).

const idp = {
  entityId: 'https://idp.conformance.example/saml',
  ssoUrl: 'https://idp.conformance.example/saml/sso',
  /** A public certificate (no key exists anywhere for it); its SHA-256 fingerprint and end of validity below. */
  certificate: 'MIIDFzCCAf+gAwIBAgIUU1dW7Azslhozs7m9awPTNrr1zfwwDQYJKoZIhvcNAQELBQAwGzEZMBcGA1UEAwwQaWRwLmFjbWUuZXhhbXBsZTAeFw0yNjExMjgyMDM4NDVaFw00NjExMjMyMDM4NDVaMBsxGTAXBgNVBAMMEGlkcC5hY21lLmV4YW1wbGUwggEiMA0GCSqGSIb3DQEBAQUAA4IBDwAwggEKAoIBAQChrezwPJV0qDjQtT8zkxwKmFJQJ0CgsNA7eEkob1HNI9SWUO29D8cRFaOzi2rmzF1ySLfPGnQNoRHD1z7TcgGMR/xww6IkVIbfvd9V/q20efXGgnolRh+hScbL8u7h8sVe/FayLILSfC5GdxjsI3LqoqBpsAW/KK4ejYWwO163mQ90Mp8rmtaStNjd+qvsL0n0AjzaFoYQjR7uGmYf6WIBUdg/j4tYvJ0Epbnf2A/Ofhcwc6I5TD4SMuuY3K4wQPWnEDaEDSLu2TXA+MkzJHdusu5pCQ5BHJS53RUdXVbexr0AY11disli4Nhhw2+f8nuVtw5ZLtDtM7cRY50EDID/AgMBAAGjUzBRMB0GA1UdDgQWBBQk73WYgOWnp0OXxUSh+mIuB074HDAfBgNVHSMEGDAWgBQk73WYgOWnp0OXxUSh+mIuB074HDAPBgNVHRMBAf8EBTADAQH/MA0GCSqGSIb3DQEBCwUAA4IBAQAGtU+OJXYGINNfMDEryWw5WLKECc+iyi/Nac1XP67jWZm5VsKoOn9o/bG4sFzfZ7X9a41wWbXPdDpvO2XKQ+YUKOXKuOBxtEISEcJLARXV1IhNACCU3wJFaUn7Tts/NBGJiDkuwDzdDx0AuOjwhjcP7zx8JJ5KZ5UDkGjOaI1Qb7FEFfXoEIIpXOGPJpR+V028eFX6D95ql3Wq2Op9gIURLQe1n/Li9Zt6cFXNKR4yeeWf4aarz7Eg9OzVdrYSqriI0cDDX8N8vAy5X8i63Xynr/nnMJkEErGdiJYee0AoShB2tiBKIwbs1EofBbn4IrBwMlcPO6DS5S5rESQN5jdF',
  fingerprint: '47:97:04:FC:E8:C0:5E:C5:E0:FB:7B:DE:02:8B:F1:F7:B7:56:22:3E:1D:35:46:03:7A:48:91:1A:10:91:38:F1',
  notAfter: '2046-11-23T20:38:45.000Z',
};

const metadata = `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${idp.entityId}">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${idp.certificate}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${idp.ssoUrl}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;

interface World {
  owner: Account;
  superAdmin: Account;
  domain: string;
}

const uniqueDomain = () => `saml-${Math.random().toString(36).slice(2, 10)}${Date.now().toString(36)}.test`;

async function enterprise(harness: Harness): Promise<World> {
  const owner = await signUp(harness, 'saml-owner');
  const superAdmin = await signUp(harness, 'saml-super');
  await harness.grantSuperAdmin(superAdmin.userId);
  await harness.setPlan(owner.organizationId, 'Enterprise');
  return { owner, superAdmin, domain: uniqueDomain() };
}

const ssoOf = (account: Account) => `/organizations/${account.organizationId}/sso`;
const body = ({ domain }: World, changes: Record<string, unknown> = {}) => ({
  protocol: 'saml',
  idpMetadataXml: metadata,
  domains: [domain],
  defaultRoleType: 'Viewer',
  enforced: false,
  ...changes,
});

export const samlCases = [
  defineCase<World>({
    name: 'SAML: saved from pasted metadata, GET answers the SP values and the IdP certificate; bad metadata 422, none 400, both forms 400; SP metadata 404 until then; start goes to the IdP with an AuthnRequest',
    setup: (harness) => enterprise(harness),
    steps: [
      { send: ({ owner }) => ({ method: 'GET', path: `/auth/saml/${owner.organizationId}/metadata` }), expect: { status: 404, code: 'NOT_FOUND', message: SAML_NOT_CONFIGURED_MESSAGE } },
      {
        send: (world) => as(world.owner, 'PUT', ssoOf(world.owner), body(world, { idpMetadataXml: undefined })),
        expect: { status: 400, code: 'VALIDATION_ERROR', check: (b: { details: { field: string; message: string }[] }) => expect(b.details).toEqual([{ field: 'idpMetadataXml', message: SAML_METADATA_REQUIRED_MESSAGE }]) },
      },
      { send: (world) => as(world.owner, 'PUT', ssoOf(world.owner), body(world, { idpMetadataUrl: 'https://idp.conformance.example/metadata' })), expect: invalid('idpMetadataUrl') },
      {
        send: (world) => as(world.owner, 'PUT', ssoOf(world.owner), body(world, { idpMetadataXml: `<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>${metadata}` })),
        expect: { status: 422, code: 'RULE_VIOLATION', message: SAML_METADATA_INVALID_MESSAGE },
      },
      {
        send: (world) => as(world.owner, 'PUT', ssoOf(world.owner), body(world, { idpMetadataXml: metadata.replace('HTTP-Redirect', 'HTTP-Artifact') })),
        expect: { status: 422, code: 'RULE_VIOLATION', message: SAML_METADATA_INVALID_MESSAGE },
      },
      {
        send: (world) => as(world.owner, 'PUT', ssoOf(world.owner), body(world)),
        expect: {
          status: 200,
          schema: SsoConnectionSchema,
          check: (b: SsoConnection, { owner, domain }: World) => {
            expect(b).toMatchObject({
              protocol: 'saml',
              idpEntityId: idp.entityId,
              idpSsoUrl: idp.ssoUrl,
              idpCertificates: [{ fingerprint: idp.fingerprint, notAfter: idp.notAfter }],
              idpMetadataUrl: null,
              allowIdpInitiated: false,
            });
            expect(b.acsUrl).toMatch(new RegExp(`^https?://[^/]+/api/auth/saml/${owner.organizationId}/acs$`));
            expect(b.spMetadataUrl).toMatch(new RegExp(`^https?://[^/]+/api/auth/saml/${owner.organizationId}/metadata$`));
            expect(b.spEntityId).toBeTruthy();
            expect(b.domains).toEqual([{ domain, verified: false, verificationRecord: expect.stringMatching(/^okr-verification=/) }]);
          },
        },
      },
      {
        send: ({ owner }) => ({ method: 'GET', path: `/auth/saml/${owner.organizationId}/metadata` }),
        expect: {
          status: 200,
          check: (b: string, { owner }: World) => {
            expect(b).toContain('EntityDescriptor');
            expect(b).toContain(`/api/auth/saml/${owner.organizationId}/acs`);
          },
        },
      },
      { send: ({ superAdmin, owner, domain }) => as(superAdmin, 'PATCH', `/admin/organizations/${owner.organizationId}`, { verifySsoDomain: domain }), expect: { status: 200 } },
      {
        send: ({ domain }) => ({ method: 'POST', path: '/auth/sso/start', body: { email: `ana@${domain}` } }),
        expect: {
          status: 200,
          schema: SsoStartAnswerSchema,
          check: (b: SsoStartAnswer) => {
            const url = new URL(b.redirectUrl);
            expect(`${url.origin}${url.pathname}`).toBe(idp.ssoUrl);
            expect(url.searchParams.get('SAMLRequest')).toBeTruthy();
          },
        },
      },
      { send: ({ owner }) => as(owner, 'DELETE', ssoOf(owner)), expect: { status: 204 } },
      { send: ({ domain }) => ({ method: 'POST', path: '/auth/sso/start', body: { email: `ana@${domain}` } }), expect: { status: 404, code: 'NOT_FOUND' } },
    ],
  }),
];
