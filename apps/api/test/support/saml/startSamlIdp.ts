import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as samlify from 'samlify';
import { testCertificate } from './testCertificate';
import type { TestKeyPair } from './testCertificate';

const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

// The IdP of these tests parses our AuthnRequests with samlify; their XML schema is not what is
// under test (and samlify's validators are separate packages), so every document passes it.
samlify.setSchemaValidator({ validate: () => Promise.resolve('skipped') });

/** A person the IdP signs in, and what its response should say differently (a test's refusal). */
export interface SamlSignIn {
  email: string;
  givenName?: string;
  familyName?: string;
  /** Replaces the values the response would carry (Audience, SubjectRecipient, Destination, InResponseTo, times, AssertionID…). */
  overrides?: Partial<Record<ResponseTag, string>>;
  /** Sign with another key than the metadata's (a forged response). */
  signWith?: TestKeyPair;
  /** Text inserted before the root element (a DOCTYPE, say). */
  prolog?: string;
}

type ResponseTag =
  | 'ID'
  | 'AssertionID'
  | 'Destination'
  | 'Audience'
  | 'SubjectRecipient'
  | 'Issuer'
  | 'IssueInstant'
  | 'ConditionsNotBefore'
  | 'ConditionsNotOnOrAfter'
  | 'SubjectConfirmationDataNotOnOrAfter'
  | 'NameID'
  | 'InResponseTo';

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function attributeStatement(signIn: SamlSignIn): string {
  const attributes = [
    ['email', signIn.email],
    ['givenName', signIn.givenName],
    ['sn', signIn.familyName],
  ].filter((pair): pair is [string, string] => typeof pair[1] === 'string');
  const body = attributes
    .map(([name, value]) => `<saml:Attribute Name="${name}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic"><saml:AttributeValue xsi:type="xs:string">${escape(value)}</saml:AttributeValue></saml:Attribute>`)
    .join('');
  return `<saml:AttributeStatement>${body}</saml:AttributeStatement>`;
}

/** A Response in samlify's default shape, every value ours; `InResponseTo` left out when empty (IdP-initiated). */
function responseXml(values: Record<ResponseTag, string>, signIn: SamlSignIn): string {
  const v = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, escape(value)])) as Record<ResponseTag, string>;
  const inResponseTo = v.InResponseTo ? ` InResponseTo="${v.InResponseTo}"` : '';
  return (
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${v.ID}" Version="2.0" IssueInstant="${v.IssueInstant}" Destination="${v.Destination}"${inResponseTo}>` +
    `<saml:Issuer>${v.Issuer}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    `<saml:Assertion xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xs="http://www.w3.org/2001/XMLSchema" ID="${v.AssertionID}" Version="2.0" IssueInstant="${v.IssueInstant}">` +
    `<saml:Issuer>${v.Issuer}</saml:Issuer><saml:Subject><saml:NameID Format="${EMAIL_FORMAT}">${v.NameID}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="${v.SubjectConfirmationDataNotOnOrAfter}" Recipient="${v.SubjectRecipient}"${inResponseTo}/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${v.ConditionsNotBefore}" NotOnOrAfter="${v.ConditionsNotOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${v.Audience}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${v.IssueInstant}" SessionIndex="_session-${v.AssertionID}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    `${attributeStatement(signIn)}</saml:Assertion></samlp:Response>`
  );
}

/** The hidden fields of an auto-posting form (what a real IdP answers the browser). */
function formFields(html: string): { action: string; SAMLResponse: string; RelayState: string } {
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';
  return { action: /action="([^"]+)"/.exec(html)?.[1] ?? '', SAMLResponse: field('SAMLResponse'), RelayState: field('RelayState') };
}

/**
 * A SAML identity provider for tests, built with samlify: its own key and certificate, metadata
 * served at `metadataUrl`, and a sign-in endpoint (HTTP-Redirect in) that parses our AuthnRequest
 * with samlify, signs a response for the person the test names (assertion signed, as our metadata
 * asks) and answers the auto-posting form a browser would get.
 */
export async function startSamlIdp() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const keys = testCertificate('okr-test-idp');
  const entityId = `${origin}/metadata`;
  const settings = (pair: TestKeyPair) => ({
    entityID: entityId,
    privateKey: pair.privateKey,
    signingCert: pair.certificate,
    singleSignOnService: [{ Binding: REDIRECT, Location: `${origin}/sso` }],
    nameIDFormat: [EMAIL_FORMAT],
    wantAuthnRequestsSigned: false,
    requestSignatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  });
  const idp = samlify.IdentityProvider(settings(keys));
  const metadata = idp.getMetadata();
  let spMetadata = '';
  let next: SamlSignIn | undefined;
  let metadataRequests = 0;

  /** A signed response for `signIn`, answering `requestId` (none: IdP-initiated). */
  async function respond(signIn: SamlSignIn, requestId: string | undefined): Promise<string> {
    const sp = samlify.ServiceProvider({ metadata: spMetadata });
    const signer = signIn.signWith ? samlify.IdentityProvider(settings(signIn.signWith)) : idp;
    const now = new Date();
    const later = new Date(now.getTime() + 5 * 60_000).toISOString();
    const acs = sp.entityMeta.getAssertionConsumerService('post') as string;
    const values: Record<ResponseTag, string> = {
      ID: `_${randomUUID()}`,
      AssertionID: `_${randomUUID()}`,
      Destination: acs,
      Audience: sp.entityMeta.getEntityID(),
      SubjectRecipient: acs,
      Issuer: entityId,
      IssueInstant: now.toISOString(),
      ConditionsNotBefore: now.toISOString(),
      ConditionsNotOnOrAfter: later,
      SubjectConfirmationDataNotOnOrAfter: later,
      NameID: signIn.email,
      InResponseTo: requestId ?? '',
      ...signIn.overrides,
    };
    const { context } = (await signer.createLoginResponse(sp, { extract: { request: { id: values.InResponseTo } } } as never, 'post', { email: signIn.email }, {
      customTagReplacement: () => ({ id: values.ID, context: responseXml(values, signIn) }),
    })) as { context: string };
    if (!signIn.prolog) return context;
    const xml = Buffer.from(context, 'base64').toString('utf8');
    return Buffer.from(`${signIn.prolog}${xml}`).toString('base64');
  }

  server.on('request', (request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', origin);
      if (url.pathname === '/metadata') {
        metadataRequests += 1;
        response.writeHead(200, { 'content-type': 'application/samlmetadata+xml' }).end(metadata);
        return;
      }
      if (url.pathname === '/sso' && next) {
        const sp = samlify.ServiceProvider({ metadata: spMetadata });
        const parsed = await idp.parseLoginRequest(sp, 'redirect', { query: Object.fromEntries(url.searchParams), octetString: '' } as never);
        const requestId = (parsed.extract as { request: { id: string } }).request.id;
        const signIn = next;
        next = undefined;
        const SAMLResponse = await respond(signIn, requestId);
        const acs = sp.entityMeta.getAssertionConsumerService('post') as string;
        response
          .writeHead(200, { 'content-type': 'text/html' })
          // Posted at once in a browser (the e2e journey), read by the API tests' formFields.
          .end(
            `<form method="post" action="${acs}"><input type="hidden" name="SAMLResponse" value="${SAMLResponse}"/><input type="hidden" name="RelayState" value="${url.searchParams.get('RelayState') ?? ''}"/></form>` +
              '<script>document.forms[0].submit()</script>',
          );
        return;
      }
      response.writeHead(404).end();
    })().catch((error: unknown) => response.writeHead(500).end(String(error)));
  });

  return {
    entityId,
    metadata,
    metadataUrl: `${origin}/metadata`,
    keys,
    get metadataRequests() {
      return metadataRequests;
    },
    /** Our SP metadata (from GET /auth/saml/{id}/metadata): the IdP's side of the trust. */
    trust(xml: string) {
      spMetadata = xml;
    },
    /** The browser at the IdP: follows our redirect URL, signs `signIn` in, and answers the form it would post to our ACS. */
    async signIn(redirectUrl: string, signIn: SamlSignIn) {
      next = signIn;
      const answer = await fetch(redirectUrl);
      const html = await answer.text();
      if (answer.status !== 200) throw new Error(`IdP answered ${answer.status}: ${html}`);
      return formFields(html);
    },
    /** The person the next browser arriving at the sign-in URL signs in as (a journey's browser follows the redirect itself). */
    willSignIn(signIn: SamlSignIn) {
      next = signIn;
    },
    /** An unsolicited response (IdP-initiated sign-in). */
    async unsolicited(signIn: SamlSignIn) {
      return { SAMLResponse: await respond(signIn, undefined), RelayState: '' };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSamlIdp = Awaited<ReturnType<typeof startSamlIdp>>;
