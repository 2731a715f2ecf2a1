import { hash, verify } from '@node-rs/argon2';
import type { Algorithm, Options } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB of memory, 2 iterations, 1 lane. Algorithm is an ambient
// const enum that isolatedModules cannot read, hence the literal (2 = Argon2id).
const argon2id: Options = { algorithm: 2 as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2id);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must read as "wrong password", not crash the sign-in.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Computes the dummy hash of `verifyDummyPassword`, once per process. `buildApp` awaits it, so
 * that not even the first unknown-email sign-in pays for a hash on top of the verification.
 */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('dummy password that matches no account');
  return dummyHash;
}

/**
 * Burns the time of a real verification when the email is unknown, so that response timing does
 * not tell which emails have accounts.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  await verifyPassword(await prepareDummyHash(), password);
  return false;
}
