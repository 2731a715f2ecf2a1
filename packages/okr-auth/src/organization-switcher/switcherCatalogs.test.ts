import { describe, expect, it } from 'vitest';
import { authCatalogs } from '../lib/authCatalogs';
import { switcherCatalogs } from './switcherCatalogs';

describe('switcherCatalogs', () => {
  it("holds the switcher's strings only, under the keys a host overrides", () => {
    const keys = Object.keys(switcherCatalogs.en);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => key.startsWith('auth.switcher.'))).toBe(true);
    for (const key of keys) expect(switcherCatalogs.en[key as keyof typeof switcherCatalogs.en]).toBe(authCatalogs.en[key as keyof typeof authCatalogs.en]);
  });

  it('loads the same keys in Spanish, on demand', async () => {
    const loader = switcherCatalogs.es;
    const spanish = typeof loader === 'function' ? (await loader()).default : loader;
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(switcherCatalogs.en).sort());
    expect(spanish['auth.switcher.label']).toBe('Organización');
  });
});
