import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';

/** How the next ID token is forged: claims replaced (or removed with `undefined`), or signed with a key the provider never published. */
export interface Forgery {
  claims?: Record<string, unknown>;
  signWithUnpublishedKey?: boolean;
}

interface Pending {
  nonce: string;
  clientId: string;
}

/**
 * A deliberately crooked OpenID provider for the refusal tests: a discovery document, a key set, an
 * authorization endpoint that signs everyone in at once, and a token endpoint whose ID token the
 * test bends (`next`). Only the forged cases use it; the real flow runs against oidc-provider.
 */
export async function startForgingProvider() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const published = await generateKeyPair('RS256', { extractable: true });
  const unpublished = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(published.publicKey)), kid: 'forger-key', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, Pending>();
  const state = { next: {} as Forgery, subject: { sub: 'forged-1', email: 'nobody@forged.test', email_verified: true } as Record<string, unknown> };

  async function idToken(pending: Pending): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const claims: Record<string, unknown> = { ...state.subject, nonce: pending.nonce, ...state.next.claims };
    const payload = Object.fromEntries(Object.entries(claims).filter(([, value]) => value !== undefined));
    const key = state.next.signWithUnpublishedKey ? unpublished.privateKey : published.privateKey;
    const jwt = new SignJWT(payload)
      .setProtectedHeader({ alg: 'RS256', kid: 'forger-key' })
      .setIssuer(String(state.next.claims?.iss ?? issuer))
      .setAudience(String(state.next.claims?.aud ?? pending.clientId))
      .setIssuedAt(Number(state.next.claims?.iat ?? now))
      .setExpirationTime(Number(state.next.claims?.exp ?? now + 300));
    return jwt.sign(key);
  }

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const readBody = (req: IncomingMessage) =>
    new Promise<URLSearchParams>((resolve) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => resolve(new URLSearchParams(text)));
    });

  server.on('request', async (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(res, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic'],
      });
    }
    if (url.pathname === '/jwks') return json(res, 200, { keys: [jwk] });
    if (url.pathname === '/authorize') {
      const code = randomBytes(16).toString('hex');
      codes.set(code, { nonce: url.searchParams.get('nonce') ?? '', clientId: url.searchParams.get('client_id') ?? '' });
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      return res.writeHead(302, { location: back.href }).end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      const form = await readBody(req);
      const pending = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!pending || !req.headers.authorization?.startsWith('Basic ')) return json(res, 400, { error: 'invalid_grant' });
      return json(res, 200, { access_token: randomBytes(16).toString('hex'), token_type: 'Bearer', expires_in: 300, id_token: await idToken(pending) });
    }
    json(res, 404, { error: 'not_found' });
  });

  return {
    issuer,
    /** The person every sign-in is (sub, email, email_verified). */
    state,
    /** Follows the authorization URL (answered at once) to the redirect back to the app. */
    async signIn(authorizationUrl: string): Promise<URL> {
      const response = await fetch(authorizationUrl, { redirect: 'manual' });
      return new URL(response.headers.get('location')!);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
