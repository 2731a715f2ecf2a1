// The size bench's regression guard (issue 34: the switcher with its provider grew from 9,302 B to
// 11,180 B gzip under a ceiling of 12,000 B and nobody saw it). A ceiling alone lets an entry creep;
// each figure is also held to the one recorded in `bench/size-baseline.json`, 5 % up at most.

/** How much larger than its recorded figure a measured one may be. */
export const REGRESSION_TOLERANCE = 0.05;

/** The figures of one run that are guarded, by a stable key: `<variant>: <row> (<figure>)`. */
export function guardedFigures(tables) {
  const figures = {};
  for (const [variant, rows] of Object.entries(tables)) {
    for (const row of rows) {
      if (row.anchor) continue;
      figures[`${variant}: ${row.name} (gzip)`] = row.gzip;
      figures[`${variant}: ${row.name} (with OkrProvider)`] = row.withProviderGzip;
    }
  }
  return figures;
}

/**
 * Each measured figure against its recorded one. Answers the regressions (more than `tolerance`
 * larger), the figures compared, and the new ones (no record yet: reported, never a failure).
 */
export function compareToBaseline(measured, recorded, tolerance = REGRESSION_TOLERANCE) {
  const regressions = [];
  const unrecorded = [];
  let compared = 0;
  for (const [key, value] of Object.entries(measured)) {
    const before = recorded[key];
    if (typeof before !== 'number' || typeof value !== 'number') {
      if (typeof value === 'number') unrecorded.push(key);
      continue;
    }
    compared += 1;
    if (value > before * (1 + tolerance)) regressions.push({ key, before, value, growth: value / before - 1 });
  }
  return { regressions, compared, unrecorded };
}
