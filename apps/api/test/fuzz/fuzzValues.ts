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
  { payload: '', contentType: 'application/json' },
  { payload: '', contentType: 'text/plain' },
  { payload: 'a=1&a=2&__proto__[x]=1', contentType: 'application/x-www-form-urlencoded' },
];

const filePart = 'Content-Disposition: form-data; name="file"; filename="notes.txt"\r\nContent-Type: text/plain\r\n\r\nsome notes';
const multipartOf = (boundary: string) => `multipart/form-data; boundary=${boundary}`;

/**
 * Multipart bodies the parser itself refuses (issue 36: each answered 500 before): every one must
 * answer 400 VALIDATION_ERROR, whatever the operation would do with a well-formed upload.
 */
export const brokenMultipartBodies: readonly { label: string; payload: string; contentType: string }[] = [
  { label: 'no boundary', contentType: 'multipart/form-data', payload: `--x\r\n${filePart}\r\n--x--\r\n` },
  { label: 'parameters but no boundary', contentType: 'multipart/form-data; charset=utf-8', payload: `--x\r\n${filePart}\r\n--x--\r\n` },
  { label: 'boundary too long', contentType: multipartOf('b'.repeat(300)), payload: `--${'b'.repeat(300)}\r\n${filePart}\r\n` },
  { label: 'truncated part', contentType: multipartOf('x'), payload: `--x\r\n${filePart}` },
  { label: 'another boundary', contentType: multipartOf('x'), payload: `--y\r\n${filePart}\r\n--y--\r\n` },
  { label: 'unterminated part', contentType: multipartOf('x'), payload: `--x\r\n${filePart}\r\n--x\r\n` },
  { label: 'truncated headers', contentType: multipartOf('x'), payload: '--x\r\nContent-Disposition: form-da' },
  { label: 'delimiter only', contentType: multipartOf('x'), payload: '--x' },
];

export function pick<T>(random: () => number, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)]!;
}
