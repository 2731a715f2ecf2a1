/** A seeded generator (mulberry32): the same seed gives the same run, so a failure can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** Values no field should ever answer 5xx to (issue 23): every kind of hostile input, once each. */
export const hostileValues: readonly unknown[] = [
  'nul\u0000inside',
  '\u0000',
  'lone \uD800 high',
  'lone \uDC00 low',
  'x'.repeat(100_000),
  '',
  '   ',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '%00',
  '../../etc/passwd',
  '\u202Eright-to-left',
  '😀'.repeat(1000),
  0,
  -1,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  1.5,
  true,
  null,
  [],
  {},
  [null],
  { __proto__: { polluted: true } },
  JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'),
  deeplyNested(500),
  '2026-13-45T99:99:99Z',
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
];

/** Path and query values: text only, the URL carries nothing else. */
export const hostileTexts: readonly string[] = [
  '%00',
  '%C0%80',
  '%ED%A0%80',
  'x'.repeat(2000),
  '..%2F..%2Fadmin',
  '%25',
  '-1',
  '99999999999999999999999',
  '1e309',
  'null',
  '[]',
  "'%20or%201=1--",
  '00000000-0000-0000-0000-000000000000',
];

/** Whole bodies that are not what any route wants. */
export const hostileBodies: readonly { payload: string; contentType: string }[] = [
  { payload: '{"unterminated": ', contentType: 'application/json' },
  { payload: '{"a":1}garbage', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '[]', contentType: 'application/json' },
  { payload: '"just a string"', contentType: 'application/json' },
  { payload: '{"__proto__":{"isAdmin":true}}', contentType: 'application/json' },
  // Deeper than any parser's stack: written out, as JSON.stringify itself could not.
  { payload: `${'{"a":['.repeat(20_000)}1${']}'.repeat(20_000)}`, contentType: 'application/json' },
  { payload: 'name=x&email=y', contentType: 'application/x-www-form-urlencoded' },
  { payload: '<xml/>', contentType: 'text/xml' },
  { payload: '\u0000\u0001\u0002', contentType: 'application/octet-stream' },
  { payload: '{"a":1}', contentType: 'application/json; charset=latin1' },
];

export function pick<T>(random: () => number, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)]!;
}
