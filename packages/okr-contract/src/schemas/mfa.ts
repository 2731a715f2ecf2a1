import { z } from 'zod';
import { PASSWORD_MAX } from '../auth';
import { mfaMethods, PASSKEY_NAME_MAX, RECOVERY_CODE_COUNT } from '../mfa';
import { Id, Text, Timestamp } from './common';

// Second factors (api-contract.md "Second factors: TOTP, recovery codes, passkeys", issue 32).

const password = Text.min(1, 'Password is required').max(PASSWORD_MAX);
/** A TOTP code as typed: spaces are ignored, then exactly six digits. */
export const TotpCode = Text.max(20)
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'));
/** A recovery code as typed: case, spaces and dashes are ignored by the server. */
export const RecoveryCode = Text.trim().min(1, 'Enter a recovery code').max(40);

export const MfaMethod = z.enum(mfaMethods);

/** POST /auth/mfa/totp: the secret (base32) and the `otpauth://` URI the browser draws as a QR code. */
export const TotpEnrollment = z.object({ secret: Text, otpauthUrl: Text });
export type TotpEnrollment = z.infer<typeof TotpEnrollment>;

export const TotpConfirmRequest = z.strictObject({ code: TotpCode });
export type TotpConfirmRequest = z.input<typeof TotpConfirmRequest>;

/** Recovery codes, shown once (only their hashes are kept). */
export const RecoveryCodesResponse = z.object({ recoveryCodes: z.array(Text).length(RECOVERY_CODE_COUNT) });
export type RecoveryCodesResponse = z.infer<typeof RecoveryCodesResponse>;

/** DELETE /auth/mfa/totp. */
export const TotpRemoveRequest = z.strictObject({ password, code: TotpCode });
export type TotpRemoveRequest = z.input<typeof TotpRemoveRequest>;

/** POST /auth/mfa/recovery-codes. */
export const RegenerateRecoveryCodesRequest = z.strictObject({ password });
export type RegenerateRecoveryCodesRequest = z.infer<typeof RegenerateRecoveryCodesRequest>;

/** An organization of the user that requires a second factor. */
export const MfaRequiringOrganization = z.object({ id: Id, name: Text });

/** GET /auth/mfa: the second factors of the signed-in user (never a secret). */
export const MfaStatus = z.object({
  totpEnabled: z.boolean(),
  recoveryCodesRemaining: z.number().int().min(0),
  passkeyCount: z.number().int().min(0),
  /** Organizations of the user whose `requireMfa` is on: removing the last factor is refused. */
  requiredBy: z.array(MfaRequiringOrganization),
});
export type MfaStatus = z.infer<typeof MfaStatus>;

/**
 * GET /organizations/{id}/mfa/members-without-factor: the organization's active members with no
 * authenticator app and no passkey (who `requireMfa` sends to enrolment). Oldest member first.
 */
export const MemberWithoutFactor = z.object({ id: Id, firstName: Text, lastName: Text, email: Text });
export type MemberWithoutFactor = z.infer<typeof MemberWithoutFactor>;
export const MembersWithoutFactor = z.array(MemberWithoutFactor);
export type MembersWithoutFactor = z.infer<typeof MembersWithoutFactor>;

/** A sign-in that needs a second factor: 200 with no tokens (api-contract.md, fourth wave). */
export const MfaChallengeResponse = z.object({
  mfaRequired: z.literal(true),
  mfaToken: Text,
  methods: z.array(MfaMethod),
});
export type MfaChallengeResponse = z.infer<typeof MfaChallengeResponse>;

// WebAuthn JSON as @simplewebauthn/browser sends it; binary fields are base64url strings.
const base64url = Text.max(16_384).regex(/^[A-Za-z0-9_-]*$/, 'Expected base64url');
const transports = z.array(Text.max(32)).max(10);
const clientExtensionResults = z.record(Text.max(64), z.unknown());
/** What every WebAuthn credential JSON carries beside its `response`. */
const credentialEnvelope = {
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults,
};

/** `startRegistration()`'s answer (RegistrationResponseJSON). */
export const PasskeyRegistrationCredential = z.object({
  ...credentialEnvelope,
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    transports: transports.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url.optional(),
  }),
});
export type PasskeyRegistrationCredential = z.infer<typeof PasskeyRegistrationCredential>;

/** `startAuthentication()`'s answer (AuthenticationResponseJSON). */
export const PasskeyAssertion = z.object({
  ...credentialEnvelope,
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
});
export type PasskeyAssertion = z.infer<typeof PasskeyAssertion>;

/** Options for `startRegistration()` / `startAuthentication()` (`optionsJSON`), passed on as they are. */
export const PasskeyOptions = z.looseObject({ challenge: Text });
export type PasskeyOptions = z.infer<typeof PasskeyOptions>;

const passkeyName = Text.trim().min(1, 'Name is required').max(PASSKEY_NAME_MAX, `Name must be at most ${PASSKEY_NAME_MAX} characters`);

/** POST /auth/passkeys/register. */
export const PasskeyRegisterRequest = z.strictObject({ name: passkeyName.optional(), credential: PasskeyRegistrationCredential });
export type PasskeyRegisterRequest = z.infer<typeof PasskeyRegisterRequest>;

/** A passkey of the user, as GET /auth/passkeys lists them (never its key). */
export const Passkey = z.object({
  id: Id,
  name: Text,
  createdAt: Timestamp,
  lastUsedAt: Timestamp.nullable(),
  transports: z.array(Text),
});
export type Passkey = z.infer<typeof Passkey>;
export const PasskeyList = z.array(Passkey);
export type PasskeyList = z.infer<typeof PasskeyList>;

/** PATCH /auth/passkeys/{id}. */
export const RenamePasskeyRequest = z.strictObject({ name: passkeyName });
export type RenamePasskeyRequest = z.infer<typeof RenamePasskeyRequest>;

/** POST /auth/passkeys/login/options: empty, or the `mfaToken` when the passkey is the second factor. */
export const PasskeyLoginOptionsRequest = z.strictObject({ mfaToken: Text.min(1).max(512).optional() });
export type PasskeyLoginOptionsRequest = z.infer<typeof PasskeyLoginOptionsRequest>;

/** POST /auth/passkeys/login: passwordless sign-in with a discoverable credential. */
export const PasskeyLoginRequest = z.strictObject({ credential: PasskeyAssertion });
export type PasskeyLoginRequest = z.infer<typeof PasskeyLoginRequest>;

/** POST /auth/mfa/verify: exactly one of `code`, `recoveryCode`, `passkey`. */
export const MfaVerifyRequest = z
  .strictObject({
    mfaToken: Text.min(1).max(512),
    code: TotpCode.optional(),
    recoveryCode: RecoveryCode.optional(),
    passkey: PasskeyAssertion.optional(),
  })
  .refine((body) => [body.code, body.recoveryCode, body.passkey].filter((v) => v !== undefined).length === 1, {
    message: 'Send exactly one of code, recoveryCode or passkey',
    path: ['code'],
  });
export type MfaVerifyRequest = z.input<typeof MfaVerifyRequest>;
