import type { FastifyInstance } from 'fastify';
import { SecretBox } from '../../lib/SecretBox';
import type { MetadataFetchPolicy } from '../saml/fetchIdpMetadata';
import { webhookConfigOf } from '../webhooks/webhookConfig';
import { ssoConfigOf } from './ssoConfig';
import type { SsoConfig } from './ssoConfig';

export interface Sso {
  config: SsoConfig;
  /** Seals and unseals the connections' client secrets. */
  box: SecretBox;
  /** Where the provider sends the browser back: `{API_URL}/auth/sso/callback`. */
  redirectUri: string;
  /** API_URL, ending in /api: the SAML service provider's addresses hang under it. */
  apiUrl: string;
  /** How IdP metadata URLs are fetched: the webhooks' address rules and timeout. */
  metadataFetch: MetadataFetchPolicy;
}

declare module 'fastify' {
  interface FastifyInstance {
    sso: Sso;
  }
}

/** The app's single sign-on settings and secret box. */
export async function registerSso(app: FastifyInstance): Promise<void> {
  const config = ssoConfigOf(app.config);
  if (!config.secretKey) {
    app.log.warn('sso: SSO_SECRET_KEY is not set; client secrets are sealed with a key kept in the database (set it in production)');
  }
  if (config.allowHttp) app.log.warn('sso: SSO_ALLOW_HTTP=1, issuers on http:// are allowed');
  const box = await SecretBox.open(app.db, config.secretKey, 'sso_secret_key');
  const apiUrl = app.config.apiUrl ?? `${app.config.appUrl ?? 'http://localhost:3000'}/api`;
  const webhooks = webhookConfigOf(app.config);
  app.decorate('sso', {
    config,
    box,
    redirectUri: `${apiUrl}/auth/sso/callback`,
    apiUrl,
    metadataFetch: { allowPrivate: webhooks.allowPrivate, dnsServers: webhooks.dnsServers, timeoutMs: webhooks.timeoutMs },
  });
}
