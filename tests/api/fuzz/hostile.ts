import fc from 'fast-check';

// What an attacker sends instead of a field's value, instead of a whole body, and instead of a path segment.
// `undefined` means "leave the field out". NaN and ±Infinity cannot be written in JSON (JSON.stringify makes them
// null), so they also go as the bare tokens in hand-written bodies (see HOSTILE_BODIES) and as strings.

const LONG = 'x'.repeat(100_000);

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
}

export const HOSTILE_VALUES: readonly { label: string; value: unknown }[] = [
  // What PostgreSQL, JSON or an integer column chokes on first.
  { label: 'NUL', value: 'a\u0000b' },
  { label: 'lone high surrogate', value: 'a\ud800b' },
  { label: 'control characters', value: '\u0001\u0008\u001b[31m\u007f' },
  { label: '2^31', value: 2 ** 31 },
  { label: '2^31 text', value: '2147483648' },
  { label: '1e308', value: 1e308 },
  { label: 'NaN text', value: 'NaN' },
  { label: 'negative', value: -1 },
  { label: 'zero', value: 0 },
  { label: 'fraction', value: 1.5 },
  { label: '100 KB string', value: LONG },
  { label: 'SQL', value: "' OR '1'='1'; DROP TABLE users; --" },
  { label: 'RTL override', value: 'abc\u202egpj.exe' },
  { label: 'Devanagari and emoji', value: 'नमस्ते 🎂👨‍👩‍👧' },
  { label: 'prototype key object', value: JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}') },
  { label: 'deep nesting', value: nested(2_000) },
  // Wrong types and absence.
  { label: 'null', value: null },
  { label: 'true', value: true },
  { label: 'empty array', value: [] },
  { label: 'array', value: ['a', 1, null] },
  { label: 'object', value: { id: 1 } },
  { label: 'empty string', value: '' },
  { label: 'spaces', value: '   ' },
  { label: 'missing', value: undefined },
];

/** More of the same kind, for the random part (the sweep above sends every one of its values to every field). */
export const MORE_HOSTILE_VALUES: readonly unknown[] = [
  '\udc00',
  'a\ud83c',
  -(2 ** 31) - 1,
  '9007199254740993',
  -1e308,
  '1e308',
  'Infinity',
  '-Infinity',
  '0x10',
  '%_\\%',
  '%00%ff%',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '\u200b\ufeff\u2060',
  false,
  {},
  [[[[[[]]]]]],
];

/** 5,000 nested arrays: deep enough to hurt a recursive walker, small enough (10 KB) to send to every route. */
const deepArray = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;

/** Whole bodies that are not what any route expects. */
export const HOSTILE_BODIES: readonly { label: string; body: string | Uint8Array; contentType?: string }[] = [
  { label: 'not JSON', body: 'not json at all' },
  { label: 'truncated JSON', body: '{"a":' },
  { label: 'JSON null', body: 'null' },
  { label: 'JSON array', body: '[1,2,3]' },
  { label: 'JSON string', body: '"text"' },
  { label: 'JSON number', body: '1e308' },
  { label: 'bare NaN', body: '{"id": NaN, "quantity": Infinity}' },
  { label: 'prototype keys', body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}},"prototype":1}' },
  { label: 'SQL keys', body: '{"id; DROP TABLE users; --":1,"\' OR 1=1 --":"x"}' },
  { label: 'duplicate keys', body: '{"id":1,"id":"2147483648","id":null}' },
  { label: 'deep arrays', body: deepArray },
  { label: '10,000 keys', body: JSON.stringify(Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i]))) },
  { label: 'invalid UTF-8 bytes', body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xae, 0x22, 0x7d]) },
  { label: 'NUL bytes', body: new Uint8Array([0x7b, 0x7d, 0x00, 0x00]) },
  { label: 'XML', body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>', contentType: 'application/xml' },
  { label: 'form-encoded', body: 'id=1&id=2147483648&note=%00&__proto__[x]=1', contentType: 'application/x-www-form-urlencoded' },
  { label: 'broken multipart', body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0000\u0000', contentType: 'multipart/form-data; boundary=x' },
  { label: 'multipart without boundary', body: 'anything', contentType: 'multipart/form-data' },
  { label: 'JSON labelled as text', body: '{"id":1}', contentType: 'text/plain' },
  { label: 'empty', body: '' },
  { label: '1 MB of JSON string', body: JSON.stringify({ note: 'y'.repeat(1_000_000) }) },
];

/** Path segments in place of an id or slug. */
export const HOSTILE_SEGMENTS: readonly string[] = [
  '0',
  '-1',
  '1.5',
  '2147483648',
  '99999999999999999999999',
  '1e308',
  'NaN',
  'a\u0000b',
  'a\ud800',
  '\u202eabc',
  "1' OR '1'='1",
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'x'.repeat(10_000),
  'नमस्ते',
  ' ',
];

/** Header values (headers cannot hold NUL or anything past U+00FF, so these are the worst a client can send). */
export const HOSTILE_HEADERS: readonly Record<string, string>[] = [
  { 'idempotency-key': 'x'.repeat(10_000) },
  { 'idempotency-key': "' OR 1=1 --\u00ff\u00fe" },
  { 'x-forwarded-for': 'not-an-ip, ::ffff:999.1.1.1, ' + '1.'.repeat(2000), 'x-real-ip': '\u00ff' },
  { 'x-forwarded-host': 'evil.example:99999', 'x-forwarded-proto': 'gopher', host: 'a'.repeat(5000) },
  { 'content-length': '99999999999' },
  { 'accept-language': '*'.repeat(5000), 'user-agent': '\u00ff'.repeat(5000) },
];

/** Extra methods sent to every route: Next's seven, and verbs a scanner tries (TRACE made Next throw). */
export const EVERY_METHOD = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'TRACK', 'PROPFIND', 'MKCOL', 'PURGE'] as const;

/** Random hostile values for the property-based part: the fixed ones, and any JSON, text or number fast-check makes. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_VALUES.map((h) => h.value), ...MORE_HOSTILE_VALUES) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.bigInt().map((b) => b.toString()), fc.constantFrom(2 ** 31, 2 ** 31 - 1, -(2 ** 31), 2 ** 63)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.integer(), fc.string({ unit: 'binary', maxLength: 8 })), { maxLength: 5 }) },
);
