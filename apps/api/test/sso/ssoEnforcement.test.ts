import { SSO_REQUIRED_MESSAGE } from '@okr/contract';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/Database';
import { login, randomIp, register } from '../support/api';
import { startForgingProvider } from '../support/sso/startForgingProvider';
import { isSignUpVerification, startTestSmtpServer } from '../support/testSmtpServer';
import { useTestApp } from '../support/testApp';
import { connectedOrganization, markVerified, ssoTestConfig, uniqueDomain } from './ssoApi';

// `enforced` (api-contract.md "Single sign-on"): password sign-in and reset refused with 403
// SSO_REQUIRED for the emails of the verified domains; forgot-password still 202, its email
// saying to sign in with single sign-on. Emails go to a real SMTP server the test runs.

const smtp = await startTestSmtpServer(0, { ignore: isSignUpVerification });
const provider = await startForgingProvider();
afterAll(async () => {
  await smtp.stop();
  await provider.stop();
});
const ctx = useTestApp({ ...ssoTestConfig(), smtpUrl: smtp.url, mailFrom: 'OKR <no-reply@okr.test>' });

const setEnforced = (db: Kysely<Database>, organizationId: string, enforced: boolean) =>
  db.updateTable('sso_connections').set({ enforced }).where('organization_id', '=', organizationId).execute();

/** A person with a password on `domain`, and an Enterprise organization whose verified connection lists it. */
async function enforcedDomain({ enforced = true } = {}) {
  const domain = uniqueDomain('enforced');
  const person = await register(ctx.app, { email: `pat@${domain}`, firstName: 'Pat' });
  const org = await connectedOrganization(ctx.app, ctx.db, { issuer: provider.issuer, clientId: 'c', clientSecret: 's', domains: [domain], enforced });
  await markVerified(ctx.db, [domain]);
  return { ...org, domain, person };
}

const forgot = (email: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: randomIp() });
const reset = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'a brand new password' } });

describe('single sign-on enforced', () => {
  it('refuses password sign-in for every email of the domain, account or not, with a message a person understands', async () => {
    const { domain, person } = await enforcedDomain();
    for (const [email, password] of [[person.email, person.password], [person.email.toUpperCase(), 'wrong'], [`nobody@${domain}`, 'whatever']] as const) {
      const answer = await login(ctx.app, email, password);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ code: 'SSO_REQUIRED', message: SSO_REQUIRED_MESSAGE, details: { domain } });
    }
  });

  it('lets password sign-in through when the connection is not enforced, or the organization left Enterprise', async () => {
    const { person, organizationId } = await enforcedDomain({ enforced: false });
    expect((await login(ctx.app, person.email, person.password)).statusCode).toBe(200);
    await setEnforced(ctx.db, organizationId, true);
    expect((await login(ctx.app, person.email, person.password)).statusCode).toBe(403);
    await ctx.db.updateTable('organizations').set({ plan: 'Pro' }).where('id', '=', organizationId).execute();
    expect((await login(ctx.app, person.email, person.password)).statusCode).toBe(200);
  });

  it('answers forgot-password with its usual 202, and the email says to sign in with single sign-on (no reset link)', async () => {
    const { person } = await enforcedDomain();
    const answer = await forgot(person.email);
    expect(answer.statusCode).toBe(202);
    const [mail] = await smtp.waitFor(person.email);
    expect(mail!.subject).toBe('Sign in to OKR with single sign-on');
    expect(mail!.text).toContain('Continue with single sign-on');
    expect(mail!.text).toContain('http://app.okr.test/login');
    expect(mail!.text).not.toContain('/reset-password/');
    expect(await ctx.db.selectFrom('password_resets').select('id').where('user_id', '=', person.user.id).execute()).toEqual([]);
  });

  it('refuses a reset link issued before enforcement (403 SSO_REQUIRED), leaving it unused', async () => {
    const { person, organizationId } = await enforcedDomain({ enforced: false });
    expect((await forgot(person.email)).statusCode).toBe(202);
    const [mail] = await smtp.waitFor(person.email);
    const token = /\/reset-password\/([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
    await setEnforced(ctx.db, organizationId, true);
    const refused = await reset(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'SSO_REQUIRED', message: SSO_REQUIRED_MESSAGE });
    // Enforcement lifted: the same link still works (the refusal spent nothing).
    await setEnforced(ctx.db, organizationId, false);
    expect((await reset(token)).statusCode).toBe(200);
  });
});
