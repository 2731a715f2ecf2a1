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
  const env = { OKR_SUPERADMIN_PASSWORD: 'from the environment' };

  it('reads the password from OKR_SUPERADMIN_PASSWORD and lowercases the email', () => {
    expect(parseSuperadminArgs(['--email', 'Root@Example.COM', '--first-name', 'Grace'], env)).toEqual({
      email: 'root@example.com',
      password: 'from the environment',
      firstName: 'Grace',
      lastName: 'Admin',
    });
  });

  it('prefers OKR_SUPERADMIN_PASSWORD to --password', () => {
    const input = parseSuperadminArgs(['--email', 'root@example.com', '--password', 'from the flag'], env);
    expect(input.password).toBe('from the environment');
  });

  it('still accepts --password when the variable is unset or empty', () => {
    const argv = ['--email', 'root@example.com', '--password', 'from the flag'];
    expect(parseSuperadminArgs(argv).password).toBe('from the flag');
    expect(parseSuperadminArgs(argv, { OKR_SUPERADMIN_PASSWORD: '' }).password).toBe('from the flag');
  });

  it.each([
    [['--email', 'root@example.com'], {}, /Missing password: set OKR_SUPERADMIN_PASSWORD/],
    [['--email', 'root@example.com'], { OKR_SUPERADMIN_PASSWORD: '' }, /Missing password/],
    [[], env, /Missing --email/],
    [['--email', 'nope'], env, /Invalid --email/],
    [['--email', 'root@example.com'], { OKR_SUPERADMIN_PASSWORD: 'short' }, /Invalid OKR_SUPERADMIN_PASSWORD/],
    [['--email', 'root@example.com', '--password', 'short'], {}, /Invalid --password/],
    [['--email', 'root@example.com', '--admin'], env, /Unknown option/],
  ])('refuses %j with %j', (argv, variables, message) => {
    expect(() => parseSuperadminArgs(argv, variables)).toThrow(message);
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
      const first = await runSuperadminCommand(['--email', email], { ...env, OKR_SUPERADMIN_PASSWORD: 'cli password' });
      expect(first).toBe(`Created super administrator ${email}`);
      const second = await runSuperadminCommand(['--email', email, '--password', 'cli password'], env);
      expect(second).toMatch(/^Promoted existing user/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
