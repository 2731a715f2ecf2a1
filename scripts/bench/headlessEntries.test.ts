// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bundleFromSource, headlessEntries, strayOf } from '../../bench/lib/headlessBundle.mjs';

// Issue 34: a package's `headless` entry exports hooks only — no Radix, no CSS, no strings.

describe('headless entries', () => {
  const entries = headlessEntries();

  it('include @okr/settings/headless, @okr/core/headless, @okr/auth/headless and @okr/goals/headless', () => {
    expect(entries).toEqual(expect.arrayContaining(['@okr/settings/headless', '@okr/core/headless', '@okr/auth/headless', '@okr/goals/headless']));
  });

  it.each(entries)('%s carries no Radix, no CSS and no strings', async (specifier) => {
    const result = await bundleFromSource(specifier);
    expect(result.kept.length).toBeGreaterThan(0);
    expect(strayOf(result)).toEqual([]);
  }, 60_000);

  it('@okr/settings/headless carries the hook of every settings panel that has one', async () => {
    const { kept } = await bundleFromSource('@okr/settings/headless');
    const hooks = ['useMembers', 'useInvitations', 'useRoles', 'useRolePermissions', 'useApiKeys', 'useWebhooks', 'useChatChannels', 'usePeriods', 'useSsoConnection'];
    expect(hooks.filter((hook) => !kept.some((path) => path.endsWith(`/${hook}.ts`)))).toEqual([]);
  }, 60_000);

  it('@okr/goals/headless carries useMyWeek and none of My week\'s view', async () => {
    const { kept } = await bundleFromSource('@okr/goals/headless');
    expect(kept.some((path) => path.endsWith('/week/useMyWeek.ts'))).toBe(true);
    expect(kept.filter((path) => /View\.tsx$|WeekItemRow/.test(path))).toEqual([]);
  }, 60_000);

  it('finds them in a panel entry (the check can fail)', async () => {
    const stray = strayOf(await bundleFromSource('@okr/settings/members-list'));
    expect(stray.some((path) => path.startsWith('@radix-ui'))).toBe(true);
    expect(stray.some((path) => /locales|Catalogs/.test(path))).toBe(true);
  }, 60_000);
});
