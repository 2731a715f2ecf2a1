import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/** What the provider says of a person: `sub` is the account id. */
export interface TestAccount {
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
}

export const TEST_CLIENT = { clientId: 'okr-test-client', clientSecret: 'okr-test-client-secret-0123456789' } as const;

/**
 * A real OpenID provider (the `oidc-provider` package) on loopback http, for tests: one confidential
 * client (`client_secret_basic`, the redirect URI given), accounts the test adds, an RS256 key made
 * here, and the package's development login and consent pages, driven over HTTP by `signIn`.
 */
export async function startOidcProvider({ redirectUri }: { redirectUri: string }) {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const accounts = new Map<string, TestAccount>();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.clientId,
        client_secret: TEST_CLIENT.clientSecret,
        redirect_uris: [redirectUri],
        token_endpoint_auth_method: 'client_secret_basic',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    // The claims of the scopes in the ID token itself, where the relying party reads them.
    conformIdTokenClaims: false,
    cookies: { keys: ['test-cookie-key-of-the-oidc-provider'] },
    // Explicit lifetimes (the defaults print a notice each).
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      return account ? { accountId: id, claims: () => ({ sub: id, ...account }) } : undefined;
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    accounts,
    /** Signs `accountId` in at `authorizationUrl` (login, then consent) and answers the redirect back to the app. */
    signIn: (authorizationUrl: string, accountId: string) => driveSignIn(issuer, authorizationUrl, accountId, redirectUri),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Follows the provider's redirects as a browser would, with its cookies, submitting the development pages. */
async function driveSignIn(issuer: string, authorizationUrl: string, accountId: string, redirectUri: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  let url = authorizationUrl;
  for (let step = 0; step < 10; step += 1) {
    const response = await send(url);
    if (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get('location')!, url).href;
      if (url.startsWith(redirectUri)) return new URL(url);
      continue;
    }
    // A development page: the login form (it has a `login` field) or the consent form.
    const page = await response.text();
    if (response.status !== 200) throw new Error(`The provider answered ${response.status}: ${page.slice(0, 500)}`);
    const body: Record<string, string> = page.includes('name="login"') ? { prompt: 'login', login: accountId, password: 'any' } : { prompt: 'consent' };
    const submitted = await send(url, { method: 'POST', body: new URLSearchParams(body), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    if (submitted.status < 300 || submitted.status >= 400) throw new Error(`Submitting ${body.prompt} answered ${submitted.status}`);
    url = new URL(submitted.headers.get('location')!, url).href;
  }
  throw new Error(`No redirect back to the app from ${issuer}`);
}
