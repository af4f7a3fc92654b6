import fc from 'fast-check';

/** Marks an object field the request leaves out (a required one too). */
export const MISSING = Symbol('missing');

/** Text a careless or hostile client sends: control characters, broken UTF-16, other scripts, numbers and dates that are not. */
const hostileStrings: readonly string[] = [
  '',
  ' ',
  '\t\n',
  '\u0000',
  'goa\u0000',
  '\ud800',
  'x\udfff',
  '\ud83d',
  '\u202eRTL\u202c override',
  'مرحبا بكم',
  '中文名称',
  '😀👨‍👩‍👧‍👦🏳️‍🌈',
  '\ufeff\uffff\u0085\u2028',
  'A'.repeat(257),
  'B'.repeat(5000),
  '%',
  '%00',
  '%ZZ',
  '%ED%A0%80',
  "'; DROP TABLE bookings; --",
  '" OR 1=1 --',
  '\\',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1',
  '0',
  '-0',
  '1.5',
  '0x10',
  ' 1 ',
  '1,2',
  '2147483647',
  '2147483648',
  '-2147483649',
  '4294967296',
  '9007199254740993',
  '99999999999999999999999',
  'true',
  'null',
  '2026-13-01',
  '2026-02-30',
  '2026-00-10',
  '2026-04-31',
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '+275760-09-13',
  '2026-3-1',
  '10/03/2026',
  '1,9,0,0,0',
  '20,20,20,20,20',
  '0,0,0,0,0',
  '1,2,0,0,0,1,0,0,0',
];

const hostileNumbers: readonly number[] = [
  0,
  -0,
  -1,
  1.5,
  -1.5,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_648,
  -2_147_483_649,
  4_294_967_296,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  -6.4e-323,
  1e-300,
];

const hostileOthers: readonly unknown[] = [null, true, false, [], {}, [1, 2], ['a', null], { a: 1 }, { '': '' }, [[[[[[[[[[]]]]]]]]]]];

/** Any hostile value, or a field left out. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 3, arbitrary: fc.constantFrom(...hostileNumbers) },
  { weight: 2, arbitrary: fc.constantFrom(...hostileOthers) },
  { weight: 2, arbitrary: fc.constant(MISSING) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
);

/** Path segments no URL of ours has: broken percent-encodings, encoded NUL and slashes, over-long ids. */
export const hostileRawSegments: readonly string[] = [
  '%',
  '%G1',
  '%ED%A0%80',
  '%C0%AF',
  '%FF',
  '%00',
  '..',
  '%2e%2e',
  '%2F',
  'a%20b',
  '9'.repeat(101),
  '9'.repeat(2000),
  'x'.repeat(300),
];

/** Query-string fragments appended as they are: broken encodings, NUL in names and values, empty names. */
export const hostileRawQueries: readonly string[] = [
  '%ZZ=1',
  'a=%',
  '=',
  '&&',
  '%00=1',
  'x=%00',
  'slug=%ED%A0%80',
  'a[b][c][d][e][f][g]=1',
  `a=${'A'.repeat(3000)}`,
  '__proto__[x]=1',
  'a[]=1&a[]=2',
];

/** Bodies that are not what the route takes: not JSON, cut short, wrong shape, too deep, too large. */
export const hostileRawBodies: readonly { payload: string; contentType: string }[] = [
  { payload: '', contentType: 'application/json' },
  { payload: 'not json', contentType: 'application/json' },
  { payload: '{"a":', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '[]', contentType: 'application/json' },
  { payload: '1', contentType: 'application/json' },
  { payload: '"\\u0000"', contentType: 'application/json' },
  { payload: '{"__proto__":{"isAdmin":true}}', contentType: 'application/json' },
  { payload: '{"constructor":{"prototype":{"isAdmin":true}}}', contentType: 'application/json' },
  { payload: `${'['.repeat(3000)}${']'.repeat(3000)}`, contentType: 'application/json' },
  { payload: `{"a":"${'x'.repeat(1_100_000)}"}`, contentType: 'application/json' },
  { payload: '{"a":1}', contentType: 'text/plain' },
  { payload: 'a=1&b=%00', contentType: 'application/x-www-form-urlencoded' },
  { payload: '<xml/>', contentType: 'application/xml' },
  { payload: '{"a":1}', contentType: 'application/json; charset=utf-16' },
];

/**
 * Headers every route reads whether its contract names them or not: the brand comes from the host, the session from
 * the cookie, the anti-forgery token from its header. Only visible ASCII: Node sends nothing else.
 */
export const hostileHeaders: readonly Record<string, string>[] = [
  { host: 'homes.localhost' },
  { host: 'nl.homes.localhost:4200' },
  { host: 'in.homes.localhost' },
  { host: 'evil.example' },
  { host: '[::1]:4300' },
  { host: `${'a'.repeat(300)}.localhost` },
  { host: 'localhost:99999' },
  { cookie: 'token=garbage' },
  { cookie: `token=${'A'.repeat(5000)}` },
  { cookie: 'token=djE6MTox' },
  { cookie: 'token=%00%ED%A0%80' },
  { cookie: 'token=;token=x; token' },
  { 'x-csrf-token': 'x'.repeat(500) },
  { 'accept-language': 'ar-EG,ar;q=0.9,*;q=0.1' },
  { 'accept-language': 'x'.repeat(2000) },
  { 'x-forwarded-for': '::ffff:10.0.0.1, 999.1.1.1, garbage' },
];
