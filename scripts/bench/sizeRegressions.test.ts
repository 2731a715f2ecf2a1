import { describe, expect, it } from 'vitest';
import { compareToBaseline, guardedFigures } from '../../bench/lib/sizeRegressions.mjs';

const tables = {
  'axios-external': [
    { name: 'OrganizationSwitcher', gzip: 5_000, withProviderGzip: 7_900 },
    { name: 'WorkOS *(anchor)*', gzip: 16_000, anchor: true },
  ],
};

describe('the size bench regression guard', () => {
  it('guards every row of ours, alone and with the provider, and not the anchors', () => {
    expect(guardedFigures(tables)).toEqual({
      'axios-external: OrganizationSwitcher (gzip)': 5_000,
      'axios-external: OrganizationSwitcher (with OkrProvider)': 7_900,
    });
  });

  it('fails a figure more than 5 % above its record and lets one at 5 % pass', () => {
    const measured = { a: 1_051, b: 1_050, c: 900 };
    const { regressions, compared } = compareToBaseline(measured, { a: 1_000, b: 1_000, c: 1_000 });
    expect(compared).toBe(3);
    expect(regressions).toEqual([{ key: 'a', before: 1_000, value: 1_051, growth: expect.closeTo(0.051, 5) }]);
  });

  it('reports a figure with no record as new, never as a failure', () => {
    const { regressions, unrecorded, compared } = compareToBaseline({ fresh: 9_999 }, {});
    expect(regressions).toEqual([]);
    expect(unrecorded).toEqual(['fresh']);
    expect(compared).toBe(0);
  });
});
