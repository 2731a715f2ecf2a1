import { describe, expect, it } from 'vitest';
import { assertSignInAllowed, recordSignInFailure } from '../../src/modules/auth/signInLimits';
import { loadSignInLimits } from '../../src/modules/auth/signInLimitsConfig';
import type { AppError } from '../../src/lib/AppError';
import { login, randomIp, register, uniqueEmail } from '../support/api';
import { useTestApp } from '../support/testApp';

// Issue 38: failures are counted, not attempts: per account (growing delays, forgotten at a success
// or a password reset) and per address across accounts. The defaults: 10 failures on an account
// before a 30 s delay that doubles with each further failure; 50 failures from an address in 15 min.

const ctx = useTestApp();

const WRONG = 'not the password at all';

function expectRateLimited(response: Awaited<ReturnType<typeof login>>, maxSeconds: number): number {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toEqual({ message: 'Too many attempts. Please try again later.', code: 'RATE_LIMITED' });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  return retryAfter;
}

const forgot = (email: string, ip: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: ip });

describe('sign-in limits: an office behind one address', () => {
  it('lets thirty people sign in from one address within a minute, a few of them mistyping first', async () => {
    const office = randomIp();
    const people = await Promise.all(Array.from({ length: 30 }, () => register(ctx.app)));
    const started = Date.now();
    for (const [n, person] of people.entries()) {
      if (n % 3 === 0) expect((await login(ctx.app, person.email, WRONG, office)).statusCode).toBe(401);
      const answer = await login(ctx.app, person.email, person.password, office);
      expect(answer.statusCode, `person ${n + 1}: ${answer.body}`).toBe(200);
    }
    expect(Date.now() - started).toBeLessThan(60_000);
  });
});

describe('sign-in limits: one account guessed', () => {
  it('slows the account after ten wrong passwords, from any address, and not its neighbours', async () => {
    const office = randomIp();
    const [target, neighbour] = [await register(ctx.app), await register(ctx.app)];
    for (let n = 0; n < 10; n++) expect((await login(ctx.app, target.email, WRONG, office)).statusCode).toBe(401);
    // Even the right password waits, and another address changes nothing: the account is delayed.
    expectRateLimited(await login(ctx.app, target.email, target.password, office), 30);
    expectRateLimited(await login(ctx.app, target.email.toUpperCase(), target.password, randomIp()), 30);
    // The neighbour at the same desk signs in.
    expect((await login(ctx.app, neighbour.email, neighbour.password, office)).statusCode).toBe(200);
  });

  it('answers an unknown email exactly as an existing one: the same 401s, then the same 429', async () => {
    const existing = await register(ctx.app);
    const unknown = uniqueEmail('nobody');
    const answers = { existing: [] as string[], unknown: [] as string[] };
    const lastWaits: number[] = [];
    for (let n = 0; n < 11; n++) {
      for (const [which, email] of [['existing', existing.email], ['unknown', unknown]] as const) {
        const response = await login(ctx.app, email, WRONG);
        answers[which].push(`${response.statusCode} ${response.body} ${response.headers['retry-after'] ? 'Retry-After' : '-'}`);
        if (n === 10) lastWaits.push(expectRateLimited(response, 30));
      }
    }
    expect(answers.unknown).toEqual(answers.existing);
    expect(lastWaits.every((seconds) => seconds >= 28)).toBe(true);
  });

  it('forgets the failures at a success', async () => {
    const { email, password } = await register(ctx.app);
    for (let n = 0; n < 9; n++) expect((await login(ctx.app, email, WRONG)).statusCode).toBe(401);
    expect((await login(ctx.app, email, password)).statusCode).toBe(200);
    // Nine more would make eighteen without the success: no delay yet.
    for (let n = 0; n < 9; n++) expect((await login(ctx.app, email, WRONG)).statusCode).toBe(401);
    expect((await login(ctx.app, email, password)).statusCode).toBe(200);
  });

  it('lets the owner in with a password reset while the account is delayed', async () => {
    const { email, password, user } = await register(ctx.app);
    for (let n = 0; n < 10; n++) await login(ctx.app, email, WRONG);
    expectRateLimited(await login(ctx.app, email, password), 30);
    // The account's delay does not stop the reset email.
    expect((await forgot(email, randomIp())).statusCode).toBe(202);
    const mail = await ctx.db.selectFrom('email_outbox').select('text_body').where('to_address', '=', email).where('kind', '=', 'password_reset').executeTakeFirstOrThrow();
    const token = /\/reset-password\/([A-Za-z0-9_-]{43})/.exec(mail.text_body)?.[1] ?? '';
    const newPassword = 'a brand new passphrase';
    const reset = await ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: newPassword } });
    expect(reset.statusCode, reset.body).toBe(200);
    const signedIn = await login(ctx.app, email, newPassword);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().user.id).toBe(user.id);
  });

  // Each check and its reservation are one transaction under an advisory lock per key: exact on a
  // pool of connections (PostgreSQL) as on the embedded database's one.
  it('lets no more guesses through than the threshold when they arrive all at once', async () => {
    const { email, password } = await register(ctx.app);
    const burst = await Promise.all(Array.from({ length: 30 }, () => login(ctx.app, email, WRONG)));
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    expectRateLimited(await login(ctx.app, email, password), 30);
  });

  it('makes each failure past the threshold wait twice as long, up to the longest delay', async () => {
    const limits = loadSignInLimits({ SIGN_IN_MAX_DELAY_SECONDS: '100' });
    const attempt = { account: uniqueEmail('guessed'), ip: randomIp() };
    const start = Date.now();
    const at = (seconds: number) => new Date(start + seconds * 1000);
    const waitAt = async (seconds: number) =>
      assertSignInAllowed(ctx.db, limits, { account: attempt.account, ip: randomIp() }, at(seconds)).then(
        () => 0,
        (error: unknown) => Number((error as AppError).headers?.['retry-after']),
      );
    for (let n = 0; n < 9; n++) await recordSignInFailure(ctx.db, attempt, at(n / 10));
    expect(await waitAt(1)).toBe(0);
    await recordSignInFailure(ctx.db, attempt, at(1));
    expect([await waitAt(2), await waitAt(30.5), await waitAt(31)]).toEqual([29, 1, 0]);
    await recordSignInFailure(ctx.db, attempt, at(31));
    expect([await waitAt(32), await waitAt(91)]).toEqual([59, 0]);
    await recordSignInFailure(ctx.db, attempt, at(91));
    expect(await waitAt(92)).toBe(99);
  });
});

describe('sign-in limits: one address trying many accounts', () => {
  it('stops a hundred wrong passwords spread over a hundred accounts, on every way in, and only there', async () => {
    const stuffer = randomIp();
    const accounts = await Promise.all(Array.from({ length: 20 }, () => register(ctx.app)));
    const emails = [...accounts.map((account) => account.email), ...Array.from({ length: 80 }, () => uniqueEmail('listed'))];
    const statuses: number[] = [];
    for (const email of emails) statuses.push((await login(ctx.app, email, WRONG, stuffer)).statusCode);
    expect(statuses.slice(0, 50)).toEqual(Array(50).fill(401));
    expect(statuses.slice(50)).toEqual(Array(50).fill(429));
    // From there, nothing gets through: a right password, a reset email, a single sign-on start.
    const [someone] = accounts;
    expectRateLimited(await login(ctx.app, someone!.email, someone!.password, stuffer), 15 * 60);
    expectRateLimited(await forgot(someone!.email, stuffer), 15 * 60);
    const ssoStart = await ctx.app.inject({ method: 'POST', url: '/api/auth/sso/start', payload: { email: someone!.email }, remoteAddress: stuffer });
    expectRateLimited(ssoStart, 15 * 60);
    // The accounts themselves were tried once each: from elsewhere they sign in.
    expect((await login(ctx.app, someone!.email, someone!.password)).statusCode).toBe(200);
  });

  it('stops a burst over many accounts at the address threshold too', async () => {
    const stuffer = randomIp();
    const burst = await Promise.all(Array.from({ length: 80 }, () => login(ctx.app, uniqueEmail('listed'), WRONG, stuffer)));
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(50);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
  });

  it('lets an address in again as its oldest failures slide out of the window', async () => {
    const limits = loadSignInLimits({ SIGN_IN_ADDRESS_FAILURES: '3', SIGN_IN_ADDRESS_WINDOW_SECONDS: '60' });
    const ip = randomIp();
    const start = Date.now();
    const at = (seconds: number) => new Date(start + seconds * 1000);
    const waitAt = async (seconds: number) =>
      assertSignInAllowed(ctx.db, limits, { ip }, at(seconds)).then(
        () => 0,
        (error: unknown) => Number((error as AppError).headers?.['retry-after']),
      );
    for (const second of [0, 10, 20]) await recordSignInFailure(ctx.db, { account: uniqueEmail(), ip }, at(second));
    // No fixed window restarting at a boundary: the first failure leaves at 60 s, not before.
    expect([await waitAt(21), await waitAt(59.5), await waitAt(60.5)]).toEqual([39, 1, 0]);
  });

  it('keeps its counters in the database (shared by every API process), failures only', async () => {
    const ip = randomIp();
    const { email, password } = await register(ctx.app);
    expect((await login(ctx.app, email, password, ip)).statusCode).toBe(200);
    await login(ctx.app, uniqueEmail(), WRONG, ip);
    const rows = await ctx.db.selectFrom('rate_limits').select(['key', 'count']).where('key', '=', `signin:address:${ip}`).execute();
    expect(rows).toEqual([{ key: `signin:address:${ip}`, count: 1 }]);
  });
});
