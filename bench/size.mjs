// What a partner pays: every public entry point of the published UI packages, bundled the way a
// partner's app bundles it — a one-line entry file, esbuild (bundle, minify, ESM, browser,
// NODE_ENV=production), only the peer dependencies a partner already has left external — then
// gzip -9 (zlib level 9). Our packages resolve from their built `dist` (no `source` condition),
// so `npm run build` first. Beside them, in the same run with the same externals, the anchor:
// @workos-inc/widgets' OrganizationSwitcher and UsersManagement, each with its provider.
//
// Run alone: `node bench/size.mjs` (or `npm run bench -- --size`, which also writes
// BENCHMARKS.md). Exits non-zero when a budget is passed, a UI bundle contains zod, or a figure is
// more than 5 % above the one recorded in `bench/size-baseline.json`. After a deliberate change of
// size, record the new figures: `node bench/size.mjs --record` (and commit the file).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { expandExports } from '../scripts/lib/packageEntries.mjs';
import { REGRESSION_TOLERANCE, compareToBaseline, guardedFigures } from './lib/sizeRegressions.mjs';

const benchDir = resolve(fileURLToPath(import.meta.url), '..');
const root = resolve(benchDir, '..');
/** The recorded figures the regression guard holds each run to. */
export const SIZE_BASELINE_FILE = join(benchDir, 'size-baseline.json');

/**
 * Peers a partner's app already has. `@okr/*` packages are not here: a partner bundles
 * @okr/core too. `swr` is a peer of @workos-inc/widgets only (no effect on ours).
 */
const partnerPeers = ['react', 'react-dom', '@radix-ui/themes', '@tanstack/react-query', 'zustand', 'react-router', 'swr'];

export const variants = [
  { id: 'axios-external', label: 'axios external (a peer, as published)', external: [...partnerPeers, 'axios'] },
  { id: 'axios-bundled', label: 'axios bundled', external: partnerPeers },
];

/** Budgets, checked on the "axios external" variant (axios is a peer dependency of @okr/core). */
export const budgets = {
  /** Issue 34: half of WorkOS's OrganizationSwitcher with its provider (15,984 B). */
  providerAndSwitcher: 8_000,
  authPageBeyondProvider: 8_000,
  /** Issue 7: beside WorkOS UsersManagement with its provider (27.3 kB). */
  membersWithProvider: 18_000,
  settingsPageWithProvider: 35_000,
  /** Each @okr/settings panel carries only its own strings (catalogs per panel, `src/lib/catalogs`). */
  rolePermissionsMatrixWithProvider: 16_000,
  rolesTableWithProvider: 16_000,
  /** Issue 18: beside the roles table, a list with a create dialog and its permission grid. */
  apiKeysPanelWithProvider: 18_000,
  /** Issue 18: a list, an add/edit dialog with the event picker, the deliveries log. */
  webhooksPanelWithProvider: 18_000,
  /** Issue 33: two tables, a role select per group, the events list, the once-shown secret. */
  directorySyncWithProvider: 18_000,
  objectivesListWithProvider: 30_000,
  /** Issue 32: each My account panel with its provider (WorkOS ships `UserProfile`, `UserSecurity`, `UserSessions`). */
  userProfileWithProvider: 14_000,
  userSecurityWithProvider: 13_000,
  userSessionsWithProvider: 13_500,
  /**
   * Issue 34: the settings hooks alone, no view code, no strings of ours. 4,886 B for two panels'
   * hooks (members, invitations); 5,705 B on 2026-11-29 for seven (+ roles, role permissions, API
   * keys, webhooks, chat channels); 6,623 B on 2026-11-29 for nine (+ periods, SSO connection): the
   * budget follows the scope, a regression still fails the 5 % guard.
   */
  settingsHeadless: 7_000,
  /**
   * Issue 34: `@okr/auth/headless`, every auth hook and no view, with its provider. 8,258 B on
   * 2026-11-29 for the session, switcher and account hooks; the notifications hook (its event-stream
   * reader and parser, 1,388 B gzip of its own code) makes 9,646 B: the budget follows the scope, a
   * regression still fails the 5 % guard, and a partner's bundler keeps only the hooks it imports.
   */
  authHeadlessWithProvider: 10_000,
  /**
   * Issue 34: `@okr/goals/headless`, every goals hook and no view, with its provider. 7,643 B on
   * 2026-11-29 for My week's hook (the provider alone 6,212 B); the objectives list's and the
   * initiatives board's hooks (their queries and pagers, filters, members and config options, the
   * selected period, the caller's flags) make about 10,340 B: the budget follows the scope, a
   * regression still fails the 5 % guard, and a partner's bundler keeps only the hooks it imports.
   */
  goalsHeadlessWithProvider: 10_500,
};

/** The published UI packages whose entry points are measured. */
const uiPackages = ['okr-core', 'okr-auth', 'okr-settings', 'okr-goals', 'okr-assistant', 'okr-admin', 'okr-landing'];

const PROVIDER = `export { OkrProvider } from '@okr/core';`;

/** One row per public JavaScript entry point (`export *`: everything the entry offers). */
function entryCases() {
  const cases = [];
  for (const dir of uiPackages) {
    const packageDir = join(root, 'packages', dir);
    const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
    // The `"./*"` wildcard stands for every `src/entries/<name>.ts`: one row each.
    for (const [key, target] of Object.entries(expandExports(pkg.exports, packageDir))) {
      if (typeof target !== 'object' || !target.import) continue;
      // Test helpers (`@okr/core/testing`): never in a partner's production bundle.
      if (key === './testing') continue;
      const specifier = key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`;
      cases.push({ name: `${specifier} (whole entry)`, source: `export * from '${specifier}';`, ui: true });
    }
  }
  return cases;
}

/** The components a partner embeds, imported by name from their own entry point. */
const componentCases = [
  { name: 'OkrProvider (@okr/core)', id: 'provider', source: PROVIDER, ui: true },
  {
    name: 'OrganizationSwitcher (@okr/auth/organization-switcher)',
    id: 'switcher',
    source: `export { OrganizationSwitcher } from '@okr/auth/organization-switcher';`,
    ui: true,
  },
  { name: 'AuthPage (@okr/auth/auth-page)', id: 'authPage', source: `export { AuthPage } from '@okr/auth/auth-page';`, ui: true },
  {
    name: 'MembersList + AddUserDialog (@okr/settings/members-list, /add-user-dialog)',
    id: 'members',
    source: `export { MembersList } from '@okr/settings/members-list';\nexport { AddUserDialog } from '@okr/settings/add-user-dialog';`,
    ui: true,
  },
  {
    name: 'SettingsPage (@okr/settings/settings-page)',
    id: 'settingsPage',
    source: `export { SettingsPage } from '@okr/settings/settings-page';`,
    ui: true,
  },
  {
    name: 'RolePermissionsMatrix (@okr/settings/role-permissions-matrix)',
    id: 'rolePermissionsMatrix',
    source: `export { RolePermissionsMatrix } from '@okr/settings/role-permissions-matrix';`,
    ui: true,
  },
  {
    name: 'RolesTable (@okr/settings/roles-table)',
    id: 'rolesTable',
    source: `export { RolesTable } from '@okr/settings/roles-table';`,
    ui: true,
  },
  {
    name: 'ApiKeysPanel (@okr/settings/api-keys-panel)',
    id: 'apiKeysPanel',
    source: `export { ApiKeysPanel } from '@okr/settings/api-keys-panel';`,
    ui: true,
  },
  {
    name: 'WebhooksPanel (@okr/settings/webhooks-panel)',
    id: 'webhooksPanel',
    source: `export { WebhooksPanel } from '@okr/settings/webhooks-panel';`,
    ui: true,
  },
  {
    name: 'ChatChannelsPanel (@okr/settings/chat-channels)',
    id: 'chatChannelsPanel',
    source: `export { ChatChannelsPanel } from '@okr/settings/chat-channels';`,
    ui: true,
  },
  {
    name: 'DirectorySync (@okr/settings/directory-sync)',
    id: 'directorySync',
    source: `export { DirectorySync } from '@okr/settings/directory-sync';`,
    ui: true,
  },
  {
    name: 'InvitationsList (@okr/settings/invitations-list)',
    id: 'invitationsList',
    source: `export { InvitationsList } from '@okr/settings/invitations-list';`,
    ui: true,
  },
  {
    name: 'InvitationPage (@okr/auth/invitation)',
    id: 'invitationPage',
    source: `export { InvitationPage } from '@okr/auth/invitation';`,
    ui: true,
  },
  {
    name: 'UserProfile (@okr/auth/user-profile)',
    id: 'userProfile',
    source: `export { UserProfile } from '@okr/auth/user-profile';`,
    ui: true,
  },
  {
    name: 'UserSecurity (@okr/auth/user-security)',
    id: 'userSecurity',
    source: `export { UserSecurity } from '@okr/auth/user-security';`,
    ui: true,
  },
  {
    name: 'UserSessions (@okr/auth/user-sessions)',
    id: 'userSessions',
    source: `export { UserSessions } from '@okr/auth/user-sessions';`,
    ui: true,
  },
  {
    name: 'Settings hooks (@okr/settings/headless)',
    id: 'settingsHeadless',
    source: `export * from '@okr/settings/headless';`,
    ui: true,
  },
  {
    name: 'The auth hooks (@okr/auth/headless)',
    id: 'authHeadless',
    source: `export * from '@okr/auth/headless';`,
    ui: true,
  },
  {
    name: 'The goals hooks (@okr/goals/headless)',
    id: 'goalsHeadless',
    source: `export * from '@okr/goals/headless';`,
    ui: true,
  },
  {
    name: 'ObjectivesList (@okr/goals/objectives-list)',
    id: 'objectivesList',
    source: `export { ObjectivesList } from '@okr/goals/objectives-list';`,
    ui: true,
  },
];

const anchorCases = [
  {
    name: 'WorkOS OrganizationSwitcher + WorkOsWidgets provider',
    id: 'workosSwitcher',
    source: `export { WorkOsWidgets } from '@workos-inc/widgets/workos-widgets';\nexport { OrganizationSwitcher } from '@workos-inc/widgets/organization-switcher';`,
  },
  {
    name: 'WorkOS UsersManagement + WorkOsWidgets provider',
    id: 'workosUsers',
    source: `export { WorkOsWidgets } from '@workos-inc/widgets/workos-widgets';\nexport { UsersManagement } from '@workos-inc/widgets/users-management';`,
  },
];

/** zod in a bundle: a module from the zod package among its inputs, or zod's runtime markers. */
function containsZod(inputs, code) {
  return inputs.some((input) => /(^|\/)(zod@[^/]*\/node_modules\/)?zod\//.test(input)) || /\$ZodType|ZodError/.test(code);
}

/**
 * Bundles one entry source as a partner's bundler would (code splitting on): answers raw and gzip -9
 * bytes of the JavaScript that loads with the page (the entry's chunk and every chunk it imports
 * statically) and, apart, of the chunks loaded only on demand (`import()`: another language's
 * strings), plus the inputs of both.
 */
async function bundle(source, external) {
  const result = await build({
    stdin: { contents: source, resolveDir: benchDir, loader: 'js', sourcefile: 'entry.js' },
    bundle: true,
    splitting: true,
    write: false,
    outdir: join(benchDir, '.size-out'), // not written: names the outputs only
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    external,
    metafile: true,
    logLevel: 'silent',
    loader: { '.css': 'empty' }, // JavaScript only: stylesheets are measured apart
  });
  const outputs = result.metafile.outputs;
  const relative = (path) => Object.keys(outputs).find((key) => path.endsWith(key.replace(/^(\.\.\/)+/, '')));
  const entry = Object.keys(outputs).find((key) => outputs[key].entryPoint !== undefined);
  const initial = new Set();
  const visit = (key) => {
    if (!key || initial.has(key)) return;
    initial.add(key);
    for (const imported of outputs[key].imports) if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
  };
  visit(entry);
  const js = result.outputFiles.filter((file) => file.path.endsWith('.js'));
  const pick = (loadsFirst) => js.filter((file) => initial.has(relative(file.path)) === loadsFirst);
  const measure = (files) => {
    const buffer = Buffer.from(files.map((file) => file.text).join('\n'));
    return { raw: buffer.length, gzip: files.length ? gzipSync(buffer, { level: 9 }).length : 0 };
  };
  const first = measure(pick(true));
  const onDemand = measure(pick(false));
  const inputs = Object.keys(result.metafile.inputs);
  return { raw: first.raw, gzip: first.gzip, onDemandGzip: onDemand.gzip, inputs, code: js.map((file) => file.text).join('\n') };
}

/** Stylesheets a partner imports, bundled (`@import`s inlined) and minified, gzip -9. */
const stylesheetCases = [
  { name: '@okr/core/styles.css', specifier: '@okr/core/styles.css' },
  { name: '@okr/auth/styles.css', specifier: '@okr/auth/styles.css' },
  { name: '@okr/goals/styles.css', specifier: '@okr/goals/styles.css' },
  { name: '@workos-inc/widgets/styles.css *(anchor)*', specifier: '@workos-inc/widgets/styles.css' },
];

async function bundleStylesheet(specifier) {
  const result = await build({
    stdin: { contents: `@import '${specifier}';`, resolveDir: benchDir, loader: 'css', sourcefile: 'entry.css' },
    bundle: true,
    write: false,
    outdir: join(benchDir, '.size-out'),
    minify: true,
    logLevel: 'silent',
  });
  const buffer = Buffer.concat(result.outputFiles.filter((file) => file.path.endsWith('.css')).map((file) => Buffer.from(file.contents)));
  return { raw: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length };
}

/** Our entries must come from `dist`, never from a package's `src` (the `source` condition). */
function fromSource(inputs) {
  return inputs.filter((input) => /packages\/okr-[^/]+\/src\//.test(input));
}

/**
 * Measures every row in both variants. Answers { rows, checks, failures }:
 * rows[variantId] = [{ name, alone, withProvider }] (bytes gzip), checks = budget lines.
 */
export async function measurePartnerSizes() {
  for (const dir of uiPackages) {
    if (!existsSync(join(root, 'packages', dir, 'dist'))) throw new Error(`packages/${dir}/dist is missing: run \`npm run build\` first.`);
  }
  const failures = [];
  const tables = {};
  const named = {};
  let anchorError = null;
  for (const variant of variants) {
    const rows = [];
    named[variant.id] = {};
    const provider = await bundle(PROVIDER, variant.external);
    for (const item of [...componentCases, ...entryCases()]) {
      const alone = await bundle(item.source, variant.external);
      const withProvider = item.id === 'provider' ? alone : await bundle(`${PROVIDER}\n${item.source}`, variant.external);
      for (const [label, measured] of [['alone', alone], ['with OkrProvider', withProvider]]) {
        if (containsZod(measured.inputs, measured.code)) failures.push(`${variant.id}: ${item.name} ${label} contains zod`);
        const leaked = fromSource(measured.inputs);
        if (leaked.length) failures.push(`${variant.id}: ${item.name} resolved package sources, not dist: ${leaked[0]}`);
      }
      const row = {
        name: item.name,
        raw: alone.raw,
        gzip: alone.gzip,
        withProviderGzip: withProvider.gzip,
        beyondProvider: withProvider.gzip - provider.gzip,
        onDemand: withProvider.onDemandGzip,
      };
      rows.push(row);
      if (item.id) named[variant.id][item.id] = row;
    }
    for (const item of anchorCases) {
      try {
        const measured = await bundle(item.source, variant.external);
        const row = { name: item.name, raw: measured.raw, gzip: measured.gzip, anchor: true };
        rows.push(row);
        named[variant.id][item.id] = row;
      } catch (error) {
        anchorError = error.message.split('\n')[0];
      }
    }
    tables[variant.id] = rows;
  }

  // The zod detector's control: the server-side schemas entry must be found to contain zod.
  const control = await bundle(`export * from '@okr/contract/schemas';`, variants[0].external);
  const zodDetectorWorks = containsZod(control.inputs, control.code);
  if (!zodDetectorWorks) failures.push('the zod check did not find zod in @okr/contract/schemas: the check is broken');

  const measured = named['axios-external'];
  const checks = [
    {
      name: '`OkrProvider` + `OrganizationSwitcher` (axios external)',
      value: measured.switcher.withProviderGzip,
      budget: budgets.providerAndSwitcher,
    },
    {
      name: '`OkrProvider` + `@okr/auth/headless` (axios external)',
      value: measured.authHeadless.withProviderGzip,
      budget: budgets.authHeadlessWithProvider,
    },
    {
      name: '`OkrProvider` + `@okr/goals/headless` (axios external)',
      value: measured.goalsHeadless.withProviderGzip,
      budget: budgets.goalsHeadlessWithProvider,
    },
    {
      name: '`AuthPage` beyond `OkrProvider` (axios external)',
      value: measured.authPage.beyondProvider,
      budget: budgets.authPageBeyondProvider,
    },
    {
      name: '`OkrProvider` + `MembersList` + `AddUserDialog` (axios external)',
      value: measured.members.withProviderGzip,
      budget: budgets.membersWithProvider,
    },
    {
      name: '`OkrProvider` + the whole `SettingsPage` (axios external)',
      value: measured.settingsPage.withProviderGzip,
      budget: budgets.settingsPageWithProvider,
    },
    {
      name: '`OkrProvider` + `RolePermissionsMatrix` (axios external)',
      value: measured.rolePermissionsMatrix.withProviderGzip,
      budget: budgets.rolePermissionsMatrixWithProvider,
    },
    {
      name: '`OkrProvider` + `RolesTable` (axios external)',
      value: measured.rolesTable.withProviderGzip,
      budget: budgets.rolesTableWithProvider,
    },
    {
      name: '`OkrProvider` + `ApiKeysPanel` (axios external)',
      value: measured.apiKeysPanel.withProviderGzip,
      budget: budgets.apiKeysPanelWithProvider,
    },
    {
      name: '`OkrProvider` + `WebhooksPanel` (axios external)',
      value: measured.webhooksPanel.withProviderGzip,
      budget: budgets.webhooksPanelWithProvider,
    },
    {
      name: '`OkrProvider` + `DirectorySync` (axios external)',
      value: measured.directorySync.withProviderGzip,
      budget: budgets.directorySyncWithProvider,
    },
    {
      name: '`OkrProvider` + `ObjectivesList` (axios external)',
      value: measured.objectivesList.withProviderGzip,
      budget: budgets.objectivesListWithProvider,
    },
    {
      name: '`@okr/settings/headless` alone, every hook (axios external)',
      value: measured.settingsHeadless.gzip,
      budget: budgets.settingsHeadless,
    },
    ...[
      ['UserProfile', 'userProfile'],
      ['UserSecurity', 'userSecurity'],
      ['UserSessions', 'userSessions'],
    ].map(([component, id]) => ({
      name: `\`OkrProvider\` + \`${component}\` (axios external)`,
      value: measured[id].withProviderGzip,
      budget: budgets[`${id}WithProvider`],
    })),
  ];
  for (const check of checks) {
    check.pass = check.value <= check.budget;
    if (!check.pass) failures.push(`budget passed: ${check.name} ${check.value} B > ${check.budget} B`);
  }
  const stylesheets = [];
  for (const item of stylesheetCases) {
    try {
      stylesheets.push({ name: item.name, ...(await bundleStylesheet(item.specifier)) });
    } catch (error) {
      stylesheets.push({ name: item.name, error: error.message.split('\n')[0] });
    }
  }
  const recorded = existsSync(SIZE_BASELINE_FILE) ? JSON.parse(readFileSync(SIZE_BASELINE_FILE, 'utf8')).figures : {};
  const guard = compareToBaseline(guardedFigures(tables), recorded);
  for (const { key, before, value, growth } of guard.regressions) {
    failures.push(`size regression: ${key} ${value} B, recorded ${before} B (+${(growth * 100).toFixed(1)} %, at most ${REGRESSION_TOLERANCE * 100} %)`);
  }
  return { tables, named, checks, failures, anchorError, zodControlGzip: control.gzip, stylesheets, guard };
}

/** Writes this run's figures as the ones later runs are held to. */
export function recordBaseline(tables) {
  const figures = guardedFigures(tables);
  writeFileSync(SIZE_BASELINE_FILE, `${JSON.stringify({ recorded: new Date().toISOString().slice(0, 10), figures }, null, 2)}\n`);
}

const bytes = (value) => (value === undefined ? '—' : `${value.toLocaleString('en-US')} B`);

/** The BENCHMARKS.md section for these measurements. */
export function sizeSection({ tables, named, checks, failures, anchorError, zodControlGzip, stylesheets, guard }) {
  const lines = [
    '## What a partner pays (bundled entry, gzip -9)',
    '',
    'Each row is a one-line entry file (`export { X } from \'<entry>\'`, or `export *` for a whole entry)',
    'bundled with esbuild (bundle, minify, ESM, browser, `process.env.NODE_ENV="production"`), our',
    'packages resolved from their built `dist`, only the peers a partner already has external',
    '(react, react-dom, @radix-ui/themes, @tanstack/react-query, zustand, react-router; `swr` for',
    'WorkOS), then gzip -9. @okr/* packages are bundled: a partner ships @okr/core too. JavaScript',
    'only; stylesheets are not counted. "with OkrProvider" bundles the entry and the provider',
    'together; "beyond provider" is that minus `OkrProvider` alone. Code splitting is on, as in a',
    'partner\'s bundler: the figures are what loads with the page; the Spanish strings, loaded only',
    'when the locale is Spanish, are in their own column.',
    '',
  ];
  if (anchorError) {
    lines.push(
      `@workos-inc/widgets could not be bundled here (${anchorError}); reference figures from`,
      '`performance-notes.md`: OrganizationSwitcher with its provider 15,984 B, UsersManagement with its provider 27,271 B.',
      '',
    );
  }
  lines.push('### Budgets (axios external)', '', '| check | measured | budget | result |', '|---|---|---|---|');
  for (const check of checks) {
    lines.push(`| ${check.name} | ${bytes(check.value)} | ${bytes(check.budget)} | ${check.pass ? 'pass' : '**over budget**'} |`);
  }
  const zodFailures = failures.filter((failure) => failure.includes('zod'));
  lines.push(
    `| no zod in any UI entry bundle | ${zodFailures.length ? `${zodFailures.length} bundles with zod` : 'none'} | none | ${zodFailures.length ? '**fails**' : 'pass'} |`,
    '',
    `The zod check looks for a module of the zod package among a bundle's inputs and for zod's runtime`,
    `names (\`$ZodType\`, \`ZodError\`) in its code; its control, \`@okr/contract/schemas\` (server and mocks`,
    `only, ${bytes(zodControlGzip)} gzip), is found to contain zod in every run.`,
    '',
  );
  if (guard) {
    lines.push(
      `Regression guard: ${guard.compared} figures (each row alone and with \`OkrProvider\`, both variants) compared with`,
      `\`bench/size-baseline.json\`; a figure more than ${REGRESSION_TOLERANCE * 100} % above its record fails the run`,
      `(re-record after a deliberate change: \`node bench/size.mjs --record\`). This run: ${
        guard.regressions.length ? `**${guard.regressions.length} regressions**` : 'none'
      }${guard.unrecorded.length ? `; ${guard.unrecorded.length} figures not recorded yet` : ''}.`,
      '',
      ...guard.regressions.map((r) => `- **${r.key}**: ${bytes(r.value)}, recorded ${bytes(r.before)} (+${(r.growth * 100).toFixed(1)} %)`),
      ...(guard.regressions.length ? [''] : []),
    );
  }
  lines.push(
    '### Where the switcher with its provider grew (issue 34, measured 2026-11-29)',
    '',
    "esbuild's metafile of this bench's bundle (`export { OkrProvider } …; export { OrganizationSwitcher } …`, axios",
    'external) per input module, before: 10,943 B gzip. What no bundler could leave out, and the change:',
    "- every string of @okr/auth (7.6 kB minified: every screen's, the switcher shows eight) through the",
    "  package's one catalog; the locale files are grouped by feature now and the switcher imports its group",
    '  (`switcherCatalogs`), the same keys (`auth.switcher.*`);',
    '- `apiPaths`, one object of every path (4.0 kB minified); one constant per resource now',
    '  (`sessionPaths`, `organizationsPaths`, …), `apiPaths` composes them;',
    "- top-level statements of @okr/contract a bundler must keep (`Object.keys(errorStatus)`, the spreads of",
    '  `auditActions` and `invitationStatusFilters`), with the error table and every audit action (1.5 kB',
    '  minified); marked pure.',
    '',
  );
  const anchor = named['axios-external'];
  if (anchor.workosSwitcher) {
    lines.push(
      `Anchor, same run: WorkOS OrganizationSwitcher with its provider ${bytes(anchor.workosSwitcher.gzip)};`,
      `ours (OkrProvider + OrganizationSwitcher) ${bytes(anchor.switcher.withProviderGzip)} with axios external,`,
      `${bytes(named['axios-bundled'].switcher.withProviderGzip)} with axios bundled.`,
      '',
    );
  }
  for (const variant of variants) {
    lines.push(
      `### ${variant.label}`,
      '',
      '| entry | minified | gzip -9 | with OkrProvider, gzip -9 | beyond provider | on demand (Spanish strings), gzip -9 |',
      '|---|---|---|---|---|---|',
    );
    for (const row of tables[variant.id]) {
      const name = row.anchor ? `${row.name} *(anchor)*` : row.name;
      lines.push(
        `| ${name} | ${bytes(row.raw)} | ${bytes(row.gzip)} | ${row.anchor ? '—' : bytes(row.withProviderGzip)} | ${row.anchor ? '—' : bytes(row.beyondProvider)} | ${row.anchor || !row.onDemand ? '—' : bytes(row.onDemand)} |`,
      );
    }
    lines.push('');
  }
  lines.push(
    '### Stylesheets (bundled, minified, gzip -9; not in the budgets; Radix Themes\' own CSS is the partner\'s)',
    '',
    '| stylesheet | minified | gzip -9 |',
    '|---|---|---|',
    ...stylesheets.map((row) => (row.error ? `| ${row.name} | not built: ${row.error} | — |` : `| ${row.name} | ${bytes(row.raw)} | ${bytes(row.gzip)} |`)),
    '',
  );
  return lines;
}

/** The host's first load: the entry script with its static imports, and the stylesheet. */
const staticImport = /(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'](\.{1,2}\/[^"']+)["']/g;

function closure(file, seen = new Set()) {
  if (seen.has(file) || !existsSync(file)) return seen;
  seen.add(file);
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(staticImport)) {
    closure(resolve(file, '..', specifier), seen);
  }
  return seen;
}

function measureFiles(files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(file);
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { raw, gzip };
}

/** Budget of the landing page's first-load JavaScript (issue 9): 110 kB gzip. */
export const LANDING_FIRST_LOAD_BUDGET = 110_000;

/** What one built HTML page pulls in before it is usable: its module scripts' static closure and its stylesheets. */
function pageLoad(dist, file) {
  const html = readFileSync(join(dist, file), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+src="\/([^"]+)"/g)].map((m) => join(dist, m[1]));
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g)].map((m) => join(dist, m[1]));
  const files = new Set();
  for (const script of [...scripts, ...preloads]) closure(script, files);
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g)].map((m) => join(dist, m[1]));
  const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  const css = measureFiles(styles);
  return {
    js: measureFiles([...files]),
    css: { raw: css.raw + Buffer.byteLength(inline), gzip: css.gzip + (inline ? gzipSync(inline, { level: 9 }).length : 0) },
    html: { raw: Buffer.byteLength(html), gzip: gzipSync(html, { level: 9 }).length },
  };
}

/**
 * The built host's first loads: the landing page (`/`, prerendered into index.html) and the app's
 * shell (app.html, every signed-in route; index.html itself before prerendering existed).
 */
export function measureHostSize(rootDir = root) {
  const dist = resolve(rootDir, 'apps/host/dist');
  if (!existsSync(join(dist, 'index.html'))) return { rows: [], landingJsGzip: null };
  const rows = [];
  const prerendered = existsSync(join(dist, 'app.html'));
  const landing = pageLoad(dist, 'index.html');
  if (prerendered) {
    rows.push(
      { name: '`/` (prerendered) HTML', ...landing.html },
      { name: '`/` first-load JS', ...landing.js },
      { name: '`/` CSS (inlined, no Radix Themes)', ...landing.css },
    );
    const app = pageLoad(dist, 'app.html');
    rows.push({ name: 'app shell (app.html) first-load JS', ...app.js }, { name: 'app shell CSS (Radix Themes)', ...app.css });
  } else {
    rows.push({ name: '@okr/host first-load JS', ...landing.js }, { name: '@okr/host CSS (Radix Themes)', ...landing.css });
  }
  return { rows, landingJsGzip: landing.js.gzip };
}

/** Budget of the reports route (issue 20): what `/app/reports` loads beyond the app's frame, 60 kB gzip. */
export const REPORTS_ROUTE_BUDGET = 60_000;

const dynamicImport = /import\(\s*["'`](\.{1,2}\/[^"'`]+)["'`]\s*\)/g;
/** Another language's strings: loaded on demand, only in that language. */
const localeChunk = /\/(es)-[\w-]+\.js$/;

/**
 * What opening one lazy route costs beyond the app's frame: its chunk, the chunks it imports
 * statically, and the chunks it imports on render (`import()`: the charting library), each with
 * their static imports; less every file the app shell and the /app frame (`appPages`) already
 * loaded. Another language's strings are left out (on demand in that language only).
 */
export function measureRouteChunk(rootDir, chunkName) {
  const dist = resolve(rootDir, 'apps/host/dist');
  const assets = join(dist, 'assets');
  if (!existsSync(assets)) return null;
  const find = (name) => readdirSync(assets).find((file) => file.startsWith(`${name}-`) && file.endsWith('.js'));
  const route = find(chunkName);
  if (!route) return null;
  const shell = existsSync(join(dist, 'app.html')) ? 'app.html' : 'index.html';
  const html = readFileSync(join(dist, shell), 'utf8');
  const baseline = new Set();
  for (const [, src] of html.matchAll(/<script[^>]+src="\/([^"]+)"/g)) closure(join(dist, src), baseline);
  for (const [, href] of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g)) closure(join(dist, href), baseline);
  const frame = find('appPages');
  if (frame) closure(join(assets, frame), baseline);
  const loaded = closure(join(assets, route));
  // Only the route's own files: the entry chunk's dynamic imports are every other lazy page.
  for (const file of [...loaded].filter((f) => !baseline.has(f))) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(dynamicImport)) {
      const target = resolve(file, '..', specifier);
      if (!localeChunk.test(target)) closure(target, loaded);
    }
  }
  const files = [...loaded].filter((file) => !baseline.has(file));
  return { files: files.map((file) => file.slice(assets.length + 1)), ...measureFiles(files) };
}

// `node bench/size.mjs`: print the section and fail on a passed budget or zod.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await measurePartnerSizes();
  if (process.argv.includes('--record')) {
    recordBaseline(result.tables);
    result.failures = result.failures.filter((failure) => !failure.startsWith('size regression:'));
    result.guard = compareToBaseline(guardedFigures(result.tables), guardedFigures(result.tables));
  }
  console.log(sizeSection(result).join('\n'));
  for (const failure of result.failures) console.error(`✖ ${failure}`);
  if (result.failures.length) process.exitCode = 1;
}
