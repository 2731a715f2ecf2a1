import { describe, expect, it } from 'vitest';
import { loadSsoConfig, parseSsoSecretKey } from './ssoConfig';

describe('loadSsoConfig', () => {
  it('reads SSO_SECRET_KEY as 64 hex digits or base64 of 32 bytes, and refuses anything else', () => {
    const bytes = Buffer.alloc(32, 0xab);
    expect(parseSsoSecretKey(bytes.toString('hex'))).toEqual(bytes);
    expect(parseSsoSecretKey(bytes.toString('base64'))).toEqual(bytes);
    expect(parseSsoSecretKey(bytes.toString('base64url'))).toEqual(bytes);
    expect(() => parseSsoSecretKey('too-short')).toThrow(/32 bytes/);
    expect(() => loadSsoConfig({ SSO_SECRET_KEY: Buffer.alloc(16).toString('hex') })).toThrow(/SSO_SECRET_KEY/);
  });

  it('defaults to https only, no key of the operator, the system resolvers and 10 s', () => {
    expect(loadSsoConfig({})).toEqual({ allowHttp: false, secretKey: null, dnsServers: [], timeoutMs: 10_000 });
    expect(loadSsoConfig({ SSO_ALLOW_HTTP: '1', OKR_DNS_SERVERS: '127.0.0.1:5353, 10.0.0.2', SSO_TIMEOUT_MS: '2500' })).toMatchObject({
      allowHttp: true,
      dnsServers: ['127.0.0.1:5353', '10.0.0.2'],
      timeoutMs: 2500,
    });
  });
});
