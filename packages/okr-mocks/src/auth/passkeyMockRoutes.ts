import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { apiPaths, mfaMessages } from '@okr/contract';
import { Passkey, PasskeyList, PasskeyOptions, PasskeyRegisterRequest, RenamePasskeyRequest } from '@okr/contract/schemas';
import { recordAudit } from '../db/audit';
import { userMfa } from '../db/mfa';
import { organizationsOfUser } from '../db/organizations';
import { callerResolver } from '../lib/authenticate';
import type { DbSource } from '../lib/DbSource';
import { apiUrl, fail, noContent, readBody, respond } from '../lib/routeKit';

const paths = apiPaths.auth;
const byId = apiUrl('/auth/passkeys/:id');

/**
 * Passkeys as the API answers them, without WebAuthn: registration options carry a fixed challenge
 * and any well-formed answer registers (no signature is checked); passwordless sign-in is not
 * modelled. Enough for the panels' stories: add, list, rename, remove and the last-factor rule.
 */
export function passkeyMockRoutes(source: DbSource) {
  const caller = callerResolver(source);

  const registerOptions = http.post(apiUrl(paths.passkeyRegisterOptions), ({ request }) => {
    const { user } = caller(request);
    return respond(PasskeyOptions, {
      challenge: 'bW9jay1jaGFsbGVuZ2U',
      rp: { name: 'OKR', id: 'localhost' },
      user: { id: btoa(user.id).replace(/=+$/, ''), name: user.email, displayName: `${user.firstName} ${user.lastName}` },
      pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      attestation: 'none',
    });
  });

  const registerPasskey = http.post(apiUrl(paths.passkeyRegister), async ({ request }) => {
    const { db, user } = caller(request);
    const body = await readBody(request, PasskeyRegisterRequest);
    const mfa = userMfa(db, user.id);
    if (mfa.passkeyList.some((passkey) => passkey.id === body.credential.id)) return fail('CONFLICT', 'This passkey is already registered');
    const passkey = { id: body.credential.id, name: body.name ?? 'Passkey', createdAt: db.now(), lastUsedAt: null, transports: body.credential.response.transports ?? [] };
    mfa.passkeyList.push(passkey);
    mfa.passkeys = mfa.passkeyList.length;
    recordAudit(db, { action: 'auth.passkey_added', actorId: user.id, organizationId: null, targetType: 'passkey', targetId: passkey.id });
    return respond(Passkey, passkey, 201);
  });

  const list = http.get(apiUrl(paths.passkeys), ({ request }) => {
    const { db, user } = caller(request);
    return respond(PasskeyList, userMfa(db, user.id).passkeyList);
  });

  const rename = http.patch(byId, async ({ request, params }) => {
    const { db, user } = caller(request);
    const { name } = await readBody(request, RenamePasskeyRequest);
    const passkey = userMfa(db, user.id).passkeyList.find((row) => row.id === String(params.id));
    if (!passkey) return fail('NOT_FOUND', 'Passkey not found');
    passkey.name = name;
    return respond(Passkey, passkey);
  });

  const remove = http.delete(byId, ({ request, params }) => {
    const { db, user } = caller(request);
    const mfa = userMfa(db, user.id);
    const passkey = mfa.passkeyList.find((row) => row.id === String(params.id));
    if (!passkey) return fail('NOT_FOUND', 'Passkey not found');
    if (mfa.totp !== 'enabled' && mfa.passkeyList.length === 1 && organizationsOfUser(db, user.id).some((organization) => organization.requireMfa)) {
      return fail('RULE_VIOLATION', mfaMessages.lastFactorRequired);
    }
    mfa.passkeyList = mfa.passkeyList.filter((row) => row !== passkey);
    mfa.passkeys = mfa.passkeyList.length;
    if (mfa.passkeys === 0 && mfa.totp !== 'enabled') mfa.recoveryCodes.clear();
    recordAudit(db, { action: 'auth.passkey_removed', actorId: user.id, organizationId: null, targetType: 'passkey', targetId: passkey.id });
    return noContent();
  });

  return { registerOptions, registerPasskey, list, rename, remove } satisfies Record<string, HttpHandler>;
}
