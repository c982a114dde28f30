import fc from 'fast-check';

// Generators of hostile request bodies for the property-based security tests (issue 8).

const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  "' OR 1=1 --",
  "'; DROP TABLE leads; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '=HYPERLINK("http://evil.example")',
  '../../etc/passwd',
  '%00',
  '\uD800',
  '😀'.repeat(50),
  'a'.repeat(10_000),
  '__proto__',
  'constructor',
  '1e309',
  '-1',
  '9999999999999999999999',
  'NaN',
  'null',
  'true',
);

const hostileString = fc.oneof(nasty, fc.string({ maxLength: 200 }), fc.string({ unit: 'grapheme', maxLength: 50 }));

const hostileScalar = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308, -1e308, 0, -0, 2 ** 31, -(2 ** 31) - 1),
  fc.boolean(),
  fc.constant(null),
);

const hostileValue = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, hostileScalar, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 5 }),
  object: fc.dictionary(fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor', 'prototype')), tie('value'), { maxKeys: 5 }),
})).value;

/**
 * A body for an endpoint whose valid fields are `fields`: either anything at all, or an object with those
 * fields set to hostile values (so validation, not just the JSON parser, is exercised).
 */
export function hostileBody(fields: readonly string[]) {
  const shaped = fc.record(Object.fromEntries(fields.map((field) => [field, hostileValue])), { requiredKeys: [] });
  return fc.oneof(hostileValue, shaped);
}

/** Query strings with hostile values for the given parameters. */
export function hostileQuery(parameters: readonly string[]) {
  return fc.record(Object.fromEntries(parameters.map((name) => [name, hostileString])), { requiredKeys: [] });
}

/** Raw text sent as a JSON body: mostly not JSON at all. */
export const hostileRawText = fc.oneof(fc.string({ maxLength: 300 }), nasty, fc.constantFrom('{', '{"a":', '[1,2', '{"__proto__":{"admin":true}}'));
