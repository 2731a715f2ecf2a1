import { describe, expect, it } from 'vitest';
import { coverageMatrix, isStaleKeyResult, staleBefore } from './coverageMatrix';
import { csvCell, csvFileName, csvHeader, csvRow } from './reportCsv';

describe('report CSV', () => {
  it('quotes per RFC 4180 and defuses formulas, negative numbers included', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell(-5)).toBe("'-5");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe('"\'\rx"');
    expect(csvCell(null)).toBe('');
    expect(csvCell('Año Ñandú')).toBe('Año Ñandú');
  });

  it('writes the audit export\'s other values: nothing for undefined, JSON for objects (quoted, formulas defused)', () => {
    expect(csvCell(undefined)).toBe('');
    expect(csvCell({ role: 'Admin', seats: 3 })).toBe('"{""role"":""Admin"",""seats"":3}"');
    expect(csvCell(['=x'])).toBe('"[""=x""]"');
    expect(csvCell(true)).toBe('true');
  });

  it('writes the header and rows in the column order with CRLF', () => {
    expect(csvHeader('check-ins')).toBe('id,createdAt,objectiveTitle,keyResultId,keyResultTitle,value,confidence,note,authorEmail\r\n');
    expect(
      csvRow('check-ins', {
        id: 'c1',
        createdAt: '2026-01-01T00:00:00.000Z',
        objectiveTitle: 'O',
        keyResultId: 'k1',
        keyResultTitle: 'K',
        value: 3,
        confidence: 7,
        note: null,
        authorEmail: 'a@x.test',
      }),
    ).toBe('c1,2026-01-01T00:00:00.000Z,O,k1,K,3,7,,a@x.test\r\n');
  });

  it('names the file in ASCII', () => {
    expect(csvFileName('objectives', '2026-01-02', 'Q1 2026 — Año')).toBe('okr-objectives-q1-2026-ano-2026-01-02.csv');
    expect(csvFileName('check-ins', '2026-01-02')).toBe('okr-check-ins-2026-01-02.csv');
  });
});

describe('coverage rules', () => {
  it('lists every option, then unknown values in use, then unset', () => {
    const m = coverageMatrix(['Growth', 'Efficiency'], ['Sales'], [
      { strategicAxis: null, operationalArea: 'Sales', count: 1 },
      { strategicAxis: 'Efficiency', operationalArea: 'Legacy', count: 2 },
      { strategicAxis: 'Growth', operationalArea: 'Sales', count: 0 },
    ]);
    expect(m.strategicAxes).toEqual(['Growth', 'Efficiency', null]);
    expect(m.operationalAreas).toEqual(['Sales', 'Legacy']);
    expect(m.cells).toEqual([
      { strategicAxis: 'Efficiency', operationalArea: 'Legacy', count: 2 },
      { strategicAxis: null, operationalArea: 'Sales', count: 1 },
    ]);
  });

  it('calls a key result stale after 14 whole days without a check-in, only in Active objectives and while not done', () => {
    const today = '2026-02-15';
    const old = { progress: 10, lastCheckInAt: '2026-01-31T23:00:00Z', createdAt: '2026-01-01T00:00:00Z' };
    expect(staleBefore(today)).toBe('2026-02-01');
    expect(isStaleKeyResult(old, 'Active', today)).toBe(true);
    expect(isStaleKeyResult({ ...old, lastCheckInAt: '2026-02-01T00:00:00Z' }, 'Active', today)).toBe(false);
    expect(isStaleKeyResult({ ...old, lastCheckInAt: null, createdAt: '2026-02-10T00:00:00Z' }, 'Active', today)).toBe(false);
    expect(isStaleKeyResult({ ...old, lastCheckInAt: null }, 'Active', today)).toBe(true);
    expect(isStaleKeyResult(old, 'On Hold', today)).toBe(false);
    expect(isStaleKeyResult({ ...old, progress: 100 }, 'Active', today)).toBe(false);
  });
});
