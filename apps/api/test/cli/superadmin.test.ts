import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSuperadminArgs } from '../../src/cli/parseSuperadminArgs';
import { runSuperadminCommand } from '../../src/cli/runSuperadminCommand';
import { createOrPromoteSuperAdmin } from '../../src/modules/users/createOrPromoteSuperAdmin';
import { isSuperAdmin } from '../../src/modules/authorization/userRoles';
import { login, register, uniqueEmail } from '../support/api';
import { useTestApp } from '../support/testApp';
import { databaseUrl } from '../support/testDatabase';

const ctx = useTestApp();

describe('parseSuperadminArgs', () => {
  it('reads the options, lowercasing the email', () => {
    expect(
      parseSuperadminArgs(['--email', 'Root@Example.COM', '--password', 'long enough', '--first-name', 'Grace']),
    ).toEqual({
      email: 'root@example.com',
      password: 'long enough',
      firstName: 'Grace',
      lastName: 'Admin',
    });
  });

  it.each([
    [['--email', 'root@example.com'], /Usage/],
    [['--email', 'nope', '--password', 'long enough'], /--email/],
    [['--email', 'root@example.com', '--password', 'short'], /--password/],
    [['--email', 'root@example.com', '--password', 'long enough', '--admin'], /Unknown option/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseSuperadminArgs(argv)).toThrow(message);
  });
});

describe('createOrPromoteSuperAdmin', () => {
  it('creates a SuperAdmin who can sign in', async () => {
    const email = uniqueEmail('root');
    const { created, user } = await createOrPromoteSuperAdmin(ctx.db, {
      email,
      password: 'root password',
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    expect(created).toBe(true);
    expect(user.is_onboarding_complete).toBe(true);
    const session = (await login(ctx.app, email, 'root password')).json();
    expect(session.user.roles).toEqual([expect.objectContaining({ roleType: 'SuperAdmin', category: 'System' })]);
  });

  it('promotes an existing user without touching the password, and can run twice', async () => {
    const ada = await register(ctx.app);
    for (let run = 0; run < 2; run++) {
      const { created } = await createOrPromoteSuperAdmin(ctx.db, {
        email: ada.email,
        password: 'ignored password',
        firstName: 'X',
        lastName: 'Y',
      });
      expect(created).toBe(false);
    }
    expect(await isSuperAdmin(ctx.db, ada.user.id)).toBe(true);
    expect((await login(ctx.app, ada.email, ada.password)).statusCode).toBe(200);
    const roles = await ctx.db.selectFrom('roles').select('id').where('role_type', '=', 'SuperAdmin').execute();
    expect(roles).toHaveLength(1);
  });
});

describe('runSuperadminCommand', () => {
  it('works against the configured database (DATABASE_URL or OKR_DATA_DIR)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'okr-superadmin-'));
    const env = databaseUrl ? { DATABASE_URL: databaseUrl } : { OKR_DATA_DIR: dataDir };
    try {
      const email = uniqueEmail('cli');
      const first = await runSuperadminCommand(['--email', email, '--password', 'cli password'], env);
      expect(first).toBe(`Created super administrator ${email}`);
      const second = await runSuperadminCommand(['--email', email, '--password', 'cli password'], env);
      expect(second).toMatch(/^Promoted existing user/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
