import { describe, expect, it } from 'vitest';
import { createHandlers } from '../createHandlers';
import { createMockDb } from '../db/createMockDb';
import { DEMO_PASSWORD } from '../db/demoSeed';
import { MOCK_WRONG_TOTP_CODE } from '../db/mfa';
import { setupMswServer } from '../testing/setupMswServer';

// The mocks' second factors behave as the API's (api-contract.md "Second factors").
const api = 'http://partner.example/api';
const server = setupMswServer();

function call(method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}) {
  return fetch(`${api}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
const signIn = async (email: string) => (await call('POST', '/auth/login', { email, password: DEMO_PASSWORD })).json();

describe('mfa handlers', () => {
  it('enrols, then asks sign-in for a code, refuses a wrong or replayed one, accepts a recovery code once', async () => {
    server.use(...createHandlers(createMockDb()));
    const { accessToken } = await signIn('admin@demo.okr');
    expect((await call('POST', '/auth/mfa/totp', undefined, accessToken)).status).toBe(200);
    expect((await call('POST', '/auth/mfa/totp/confirm', { code: MOCK_WRONG_TOTP_CODE }, accessToken)).status).toBe(400);
    const confirmed = await call('POST', '/auth/mfa/totp/confirm', { code: '111111' }, accessToken);
    const { recoveryCodes } = await confirmed.json();
    expect(recoveryCodes).toHaveLength(10);

    const step = await signIn('admin@demo.okr');
    expect(step).toEqual({ mfaRequired: true, mfaToken: expect.any(String), methods: ['totp', 'recovery_code'] });
    expect((await call('POST', '/auth/mfa/verify', { mfaToken: step.mfaToken, code: '111111' })).status).toBe(400);
    const verified = await call('POST', '/auth/mfa/verify', { mfaToken: step.mfaToken, code: '222222' });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toHaveProperty('accessToken');
    expect((await call('POST', '/auth/mfa/verify', { mfaToken: step.mfaToken, code: '333333' })).status).toBe(401);

    const step2 = await signIn('admin@demo.okr');
    expect((await call('POST', '/auth/mfa/verify', { mfaToken: step2.mfaToken, recoveryCode: recoveryCodes[0] })).status).toBe(200);
    const step3 = await signIn('admin@demo.okr');
    expect((await call('POST', '/auth/mfa/verify', { mfaToken: step3.mfaToken, recoveryCode: recoveryCodes[0] })).status).toBe(400);
  });

  it('refuses the routes of an organization that requires a factor to members without one', async () => {
    const db = createMockDb();
    server.use(...createHandlers(db));
    const member = await signIn('admin@demo.okr');
    const organizationId = member.organization.id;
    db.organizations.update(organizationId, { requireMfa: true });
    const refused = await call('GET', '/objectives', undefined, member.accessToken, { 'X-Organization-Id': organizationId });
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('MFA_ENROLLMENT_REQUIRED');
    const status = await (await call('GET', '/auth/mfa', undefined, member.accessToken)).json();
    expect(status.requiredBy.map((organization: { id: string }) => organization.id)).toEqual([organizationId]);
  });

  it('adds, lists, renames and removes a passkey; a sign-in then asks for it', async () => {
    server.use(...createHandlers(createMockDb()));
    const { accessToken } = await signIn('admin@demo.okr');
    const options = await (await call('POST', '/auth/passkeys/register/options', undefined, accessToken)).json();
    expect(options.challenge).toEqual(expect.any(String));
    const credential = {
      id: 'cred1',
      rawId: 'cred1',
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: 'e30', attestationObject: 'oA', transports: ['internal'] },
    };
    const added = await call('POST', '/auth/passkeys/register', { name: 'Laptop', credential }, accessToken);
    expect(added.status).toBe(201);
    const renamed = await call('PATCH', '/auth/passkeys/cred1', { name: 'Work laptop' }, accessToken);
    expect((await renamed.json()).name).toBe('Work laptop');
    const list = await (await call('GET', '/auth/passkeys', undefined, accessToken)).json();
    expect(list).toEqual([expect.objectContaining({ id: 'cred1', name: 'Work laptop', transports: ['internal'] })]);
    expect((await signIn('admin@demo.okr')).methods).toEqual(['passkey']);
    expect((await call('DELETE', '/auth/passkeys/cred1', undefined, accessToken)).status).toBe(204);
    expect(await signIn('admin@demo.okr')).toHaveProperty('accessToken');
  });
});
