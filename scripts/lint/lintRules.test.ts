import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycles } from './importCycles.mjs';

// Each dependency rule of architecture.md, proven on a violating and an allowed snippet linted
// as if it lived at a given path of the repo.
const root = path.resolve(import.meta.dirname, '../..');
const configFile = path.join(root, 'eslint.config.js');
const eslint = new ESLint({ cwd: root, overrideConfigFile: configFile });

async function errorsOf(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.severity === 2).map((message) => message.ruleId ?? message.message);
}

const restricted = 'no-restricted-imports';
const boundaries = 'okr/boundaries';

interface Case {
  file: string;
  code: string;
  rule?: string;
}

function expectRule({ file, code, rule = restricted }: Case) {
  return it(`forbids in ${file}: ${code}`, async () => {
    expect(await errorsOf(file, code)).toContain(rule);
  }, 20_000);
}

function expectAllowed({ file, code }: Case) {
  return it(`allows in ${file}: ${code}`, async () => {
    expect(await errorsOf(file, code)).toEqual([]);
  }, 20_000);
}

describe('dependency rules (eslint.config.js)', () => {
  describe('@okr/contract imports only zod', () => {
    expectAllowed({ file: 'packages/okr-contract/src/x.ts', code: "import { z } from 'zod';\nexport const s = z.string();" });
    expectRule({ file: 'packages/okr-contract/src/x.ts', code: "import 'react';" });
    expectRule({ file: 'packages/okr-contract/src/x.ts', code: "import '@okr/core';" });
  });

  describe('UI packages carry no schema runtime (zod) into a partner bundle', () => {
    for (const name of ['core', 'auth', 'settings', 'goals', 'assistant', 'admin', 'landing']) {
      expectRule({ file: `packages/okr-${name}/src/feature/x.ts`, code: "import '@okr/contract/schemas';" });
      expectRule({ file: `packages/okr-${name}/src/feature/x.ts`, code: "import { z } from 'zod';\nexport const s = z.string();" });
    }
    expectAllowed({ file: 'packages/okr-auth/src/feature/x.ts', code: "import '@okr/contract';" });
    expectAllowed({ file: 'packages/okr-mocks/src/feature/x.ts', code: "import '@okr/contract/schemas';" });
    expectAllowed({ file: 'apps/api/src/routes/x.ts', code: "import '@okr/contract/schemas';" });
  });

  describe('conformance: the cases speak the contract, each runner reaches only its own implementation', () => {
    expectAllowed({ file: 'conformance/src/cases/x.ts', code: "import '@okr/contract';\nimport '@okr/contract/schemas';\nimport 'vitest';" });
    expectAllowed({ file: 'conformance/src/cases/x.ts', code: "import '../Harness';" });
    expectRule({ file: 'conformance/src/cases/x.ts', code: "import '@okr/mocks';" });
    expectRule({ file: 'conformance/src/cases/x.ts', code: "import 'msw';" });
    expectRule({ file: 'conformance/src/cases/x.ts', code: "import '../../../apps/api/src/app';" });
    expectAllowed({ file: 'conformance/server/x.ts', code: "import '../../apps/api/src/app';" });
    expectRule({ file: 'conformance/server/x.ts', code: "import '@okr/mocks';" });
    expectAllowed({ file: 'conformance/mocks/x.ts', code: "import '@okr/mocks';\nimport 'msw/node';" });
    expectRule({ file: 'conformance/mocks/x.ts', code: "import '../../apps/api/src/app';" });
    expectRule({ file: 'conformance/mocks/x.ts', code: "import '@okr/mocks/src/db/MockDb';" });
  });

  describe('apps/api never imports a React package or a UI package', () => {
    expectAllowed({ file: 'apps/api/src/routes/x.ts', code: "import '@okr/contract';" });
    expectRule({ file: 'apps/api/src/routes/x.ts', code: "import 'react';" });
    expectRule({ file: 'apps/api/src/routes/x.ts', code: "import '@radix-ui/themes';" });
    for (const name of ['core', 'auth', 'settings', 'goals', 'assistant', 'admin', 'landing', 'mocks']) {
      expectRule({ file: 'apps/api/src/routes/x.ts', code: `import '@okr/${name}';` });
    }
  });

  describe('packages import only the packages below them', () => {
    expectAllowed({ file: 'packages/okr-core/src/http/x.ts', code: "import '@okr/contract';" });
    expectRule({ file: 'packages/okr-core/src/http/x.ts', code: "import '@okr/auth';" });
    expectAllowed({ file: 'packages/okr-auth/src/guards/x.ts', code: "import '@okr/core';\nimport '@okr/contract';" });
    expectRule({ file: 'packages/okr-auth/src/guards/x.ts', code: "import '@okr/settings';" });
    for (const name of ['settings', 'goals', 'assistant', 'admin']) {
      expectAllowed({ file: `packages/okr-${name}/src/x/y.tsx`, code: "import '@okr/auth/session';\nimport '@okr/core';" });
      // The auth root reaches panels loaded on demand: siblings take the session hooks from their entry.
      expectRule({ file: `packages/okr-${name}/src/x/y.tsx`, code: "import { useSession } from '@okr/auth';" });
      expectRule({ file: `packages/okr-${name}/src/x/y.tsx`, code: `import '@okr/${name === 'goals' ? 'settings' : 'goals'}';` });
    }
    expectAllowed({ file: 'packages/okr-landing/src/hero/Hero.tsx', code: "import '@okr/core';" });
    expectRule({ file: 'packages/okr-landing/src/hero/Hero.tsx', code: "import '@okr/auth';" });
    expectRule({ file: 'packages/okr-landing/src/hero/Hero.tsx', code: "import '@okr/contract';" });
    expectRule({ file: 'packages/okr-landing/src/hero/Hero.tsx', code: "import { useQuery } from '@tanstack/react-query';" });
    expectAllowed({ file: 'packages/okr-mocks/src/auth/x.ts', code: "import '@okr/contract';\nimport 'msw';" });
    expectRule({ file: 'packages/okr-mocks/src/auth/x.ts', code: "import '@okr/core';" });
  });

  describe('stories and tests use the shared mocks, sources never do', () => {
    expectAllowed({ file: 'packages/okr-auth/src/guards/RequireAuth.stories.tsx', code: "import '@okr/mocks';" });
    expectAllowed({ file: 'packages/okr-auth/src/guards/RequireAuth.test.tsx', code: "import '@okr/mocks';" });
    expectRule({ file: 'packages/okr-auth/src/guards/RequireAuth.tsx', code: "import '@okr/mocks';" });
  });

  describe('no package imports apps/* or another package internals', () => {
    expectRule({ file: 'packages/okr-core/src/http/x.ts', code: "import '@okr/host';" });
    expectRule({ file: 'packages/okr-auth/src/guards/x.ts', code: "import '@okr/core/src/http/ApiError';" });
    expectRule({ file: 'apps/host/src/App.tsx', code: "import '@okr/settings/dist/index.js';" });
    expectAllowed({ file: 'apps/host/src/App.tsx', code: "import '@okr/settings';\nimport '@okr/auth';" });
    expectRule({ file: 'packages/okr-auth/src/guards/x.ts', code: "import '../../../okr-core/src/index';", rule: boundaries });
    expectRule({ file: 'packages/okr-core/src/http/x.ts', code: "import '../../../../apps/host/src/App';", rule: boundaries });
    expectRule({ file: 'apps/host/src/App.tsx', code: "import '../../../packages/okr-auth/src/index';", rule: boundaries });
    expectAllowed({ file: 'packages/okr-core/src/i18n/x.ts', code: "import '../../locales/en.json';" });
  });

  describe('features inside a package do not import each other', () => {
    const file = 'packages/okr-settings/src/roles/RolesTable.tsx';
    expectRule({ file, code: "import { MembersList } from '../members/MembersList';\nMembersList();", rule: boundaries });
    expectRule({ file: 'packages/okr-settings/src/roles/dialogs/EditRole.tsx', code: "import '../../members/x';", rule: boundaries });
    expectRule({ file: 'packages/okr-settings/src/lib/x.ts', code: "import '../roles/api';", rule: boundaries });
    expectAllowed({ file, code: "import '../lib/formatDate';\nimport './api';\nimport './dialogs/EditRole';" });
    expectAllowed({ file: 'packages/okr-settings/src/routes.tsx', code: "import './roles/RolesTable';\nimport './members/MembersList';" });
    expectAllowed({
      file: 'packages/okr-settings/src/entries/settings-page.ts',
      code: "export { RolesTable } from '../roles/RolesTable';\nexport { MembersList } from '../members/MembersList';",
    });
    expectAllowed({ file: 'packages/okr-mocks/src/auth/authRoutes.ts', code: "import '../db/users';\nimport '../lib/respond';" });
    expectAllowed({ file: 'packages/okr-core/src/provider/OkrProvider.tsx', code: "import '../http/createApiClient';" });
  });

  describe('a package never imports its own barrel', () => {
    expectRule({ file: 'packages/okr-settings/src/roles/RolesTable.tsx', code: "import '../index';", rule: boundaries });
    expectRule({ file: 'packages/okr-settings/src/RolesPage.tsx', code: "import './index';", rule: boundaries });
    expectRule({ file: 'packages/okr-settings/src/roles/RolesTable.tsx', code: "import '..';", rule: boundaries });
    expectAllowed({ file: 'packages/okr-settings/src/index.ts', code: "export { RolesTable } from './roles/RolesTable';" });
  });

  describe('no import cycles', () => {
    // Real files: both checks follow imports on disk. Linted with the repo config, from a
    // throwaway copy of a package layout, so a concurrent `eslint .` never sees them.
    const dir = mkdtempSync(path.join(tmpdir(), 'okr-lint-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('reports a cycle between two modules', async () => {
      const src = path.join(dir, 'packages/okr-x/src/feature');
      mkdirSync(src, { recursive: true });
      writeFileSync(path.join(src, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
      writeFileSync(path.join(src, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
      const isolated = new ESLint({ cwd: dir, overrideConfigFile: configFile });
      const results = await isolated.lintFiles(['packages/okr-x/src/feature/a.ts']);
      expect(results[0]?.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
    }, 20_000);

    // ESLint's rule skips type-only imports: scripts/lint/importCycles.mjs (madge) sees them too.
    it('reports a circle that runs through a type-only import', async () => {
      const src = path.join(dir, 'packages/okr-y/src/feature');
      mkdirSync(src, { recursive: true });
      writeFileSync(path.join(src, 'a.ts'), "import type { B } from './b';\nexport const a = (b: B) => b;\n");
      writeFileSync(path.join(src, 'b.ts'), "import { a } from './a';\nexport type B = ReturnType<typeof a>;\n");
      writeFileSync(path.join(src, 'c.ts'), "import { a } from './a';\nexport const c = a;\n");
      const cycles = await importCycles(dir, [path.join(dir, 'packages/okr-y/src')]);
      expect(cycles).toEqual([['packages/okr-y/src/feature/a.ts', 'packages/okr-y/src/feature/b.ts']]);
    }, 60_000);
  });
});
