import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

// A passkey authenticator in software, for tests without a browser: ES256 (P-256) keys, attestation
// "none", discoverable credentials (it answers with the user handle it was registered with).

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const u32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
};

interface Options {
  challenge: string;
  rp?: { id?: string };
  rpId?: string;
  user?: { id: string };
}

export function softwareAuthenticator(origin: string) {
  const rpId = new URL(origin).hostname;
  const rpIdHash = createHash('sha256').update(rpId).digest();
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  let counter = 0;
  let userHandle = '';

  const clientData = (type: string, challenge: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    credentialId: b64url(credentialId),
    /** What startRegistration() would answer for these options. */
    register(options: Options) {
      userHandle = options.user?.id ?? '';
      const cose = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]);
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([rpIdHash, Buffer.from([0x45]), u32(counter), Buffer.alloc(16), length, credentialId, Buffer.from(isoCBOR.encode(cose))]);
      const attestation = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]) as never);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        clientExtensionResults: {},
        response: { clientDataJSON: b64url(clientData('webauthn.create', options.challenge)), attestationObject: b64url(attestation), transports: ['internal'] },
      };
    },
    /** What startAuthentication() would answer for these options. */
    authenticate(options: Options, challenge = options.challenge) {
      counter += 1;
      const authData = Buffer.concat([rpIdHash, Buffer.from([0x05]), u32(counter)]);
      const client = clientData('webauthn.get', challenge);
      const signature = sign('sha256', Buffer.concat([authData, createHash('sha256').update(client).digest()]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        clientExtensionResults: {},
        response: { clientDataJSON: b64url(client), authenticatorData: b64url(authData), signature: b64url(signature), userHandle },
      };
    },
  };
}
