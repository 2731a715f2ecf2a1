import { MFA_TOKEN_TTL_SECONDS, RECOVERY_CODE_COUNT } from '@okr/contract';
import type { MfaMethod, Passkey } from '@okr/contract';
import type { MockDb } from './MockDb';

// Second factors in the mock model (api-contract.md "Second factors"). The mocks compute no real
// TOTP: every six-digit code but `MOCK_WRONG_TOTP_CODE` is right, and, like the API, each code is
// accepted once per user. Kept beside the db (a WeakMap), so a fresh db starts with no factor.

/** The code the mocks refuse, for stories and tests of a wrong code. */
export const MOCK_WRONG_TOTP_CODE = '000000';
/** The secret every mock enrolment answers. */
export const MOCK_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

interface UserMfa {
  totp: 'none' | 'pending' | 'enabled';
  usedCodes: Set<string>;
  /** Unused recovery codes. */
  recoveryCodes: Set<string>;
  passkeys: number;
  passkeyList: Passkey[];
}

interface MfaState {
  users: Map<string, UserMfa>;
  /** mfaToken → the sign-in step it names. */
  challenges: Map<string, { userId: string; expiresAt: number; used: boolean }>;
}

const states = new WeakMap<MockDb, MfaState>();

function stateOf(db: MockDb): MfaState {
  let state = states.get(db);
  if (!state) {
    state = { users: new Map(), challenges: new Map() };
    states.set(db, state);
  }
  return state;
}

export function userMfa(db: MockDb, userId: string): UserMfa {
  const users = stateOf(db).users;
  let mfa = users.get(userId);
  if (!mfa) {
    mfa = { totp: 'none', usedCodes: new Set(), recoveryCodes: new Set(), passkeys: 0, passkeyList: [] };
    users.set(userId, mfa);
  }
  return mfa;
}

export const hasSecondFactor = (db: MockDb, userId: string) => {
  const mfa = userMfa(db, userId);
  return mfa.totp === 'enabled' || mfa.passkeys > 0;
};

/** A new set of recovery codes (the old set stops working). */
export function newRecoveryCodes(db: MockDb, userId: string): string[] {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, (_, i) => `${db.nextId('rc').replace(/[^a-z0-9]/gi, '').slice(-5).padStart(5, 'k')}-rcode${i}`);
  userMfa(db, userId).recoveryCodes = new Set(codes);
  return codes;
}

/** Spends a TOTP code: right and never used by this user before. */
export function spendTotpCode(db: MockDb, userId: string, code: string): boolean {
  const mfa = userMfa(db, userId);
  if (mfa.totp === 'none' || code === MOCK_WRONG_TOTP_CODE || mfa.usedCodes.has(code)) return false;
  mfa.usedCodes.add(code);
  return true;
}

export function spendRecoveryCode(db: MockDb, userId: string, code: string): boolean {
  const codes = userMfa(db, userId).recoveryCodes;
  const normalized = code.trim().toLowerCase();
  return codes.delete(normalized);
}

export function methodsOf(db: MockDb, userId: string): MfaMethod[] {
  const mfa = userMfa(db, userId);
  return [
    ...(mfa.totp === 'enabled' ? (['totp'] as const) : []),
    ...(mfa.passkeys > 0 ? (['passkey'] as const) : []),
    ...(mfa.recoveryCodes.size > 0 ? (['recovery_code'] as const) : []),
  ];
}

export function issueMfaChallenge(db: MockDb, userId: string): string {
  const token = db.nextId('mfa-token');
  stateOf(db).challenges.set(token, { userId, expiresAt: Date.parse(db.now()) + MFA_TOKEN_TTL_SECONDS * 1000, used: false });
  return token;
}

/** The live step an mfaToken names, or undefined (unknown, used, expired on the db's clock). */
export function liveMfaChallenge(db: MockDb, token: string) {
  const challenge = stateOf(db).challenges.get(token);
  if (!challenge || challenge.used || challenge.expiresAt <= Date.parse(db.now())) return undefined;
  return challenge;
}
