import type { Rng } from '../../src/seed/random';

/**
 * Bad values by kind. Path and query values are raw, already percent-encoded text (so they can carry bytes
 * that are not valid UTF-8); body values are JSON values set at one location of a valid body.
 */
export const PARAM_VALUES: Record<string, (rng: Rng) => string> = {
  nul: () => '%00',
  nulInside: () => 'fuzz%00text',
  loneSurrogate: () => '%ED%A0%80', // UTF-8 bytes of U+D800 (not valid UTF-8)
  invalidUtf8: () => '%C3%28%FF',
  badPercent: (rng) => rng.pick(['%', '%zz', 'a%2', '%%']),
  huge: (rng) => 'x'.repeat(rng.pick([300, 2000, 6000])),
  empty: () => '',
  negative: (rng) => rng.pick(['-1', '-2147483649', '-9999999999999999999']),
  hugeNumber: (rng) => rng.pick(['99999999999999999999', '1e400', '9007199254740993', '2147483648']),
  float: () => '1.5',
  notANumber: (rng) => rng.pick(['NaN', 'Infinity', '0x10', 'abc']),
  dotDot: () => '..%2F..%2Fetc%2Fpasswd',
  sqlish: () => "'%20OR%201%3D1--",
  unicode: () => encodeURIComponent('ทดสอบ 🚀 \u202e'),
  controlChars: () => '%01%1B%7F',
};

/** Query kinds that change the shape of the query rather than one value. */
export const QUERY_SHAPES: Record<string, (name: string) => string> = {
  repeated: (name) => `${name}=a&${name}=b&${name}=c`,
  bracketArray: (name) => `${name}[]=a&${name}[]=b`,
  bracketObject: (name) => `${name}[x]=1`,
  protoKey: () => '__proto__=x&__proto__[polluted]=1',
  constructorKey: () => 'constructor[prototype][polluted]=1&constructor=x',
  unknownParam: () => 'fuzz_unknown_param=1',
  nulKey: () => 'fu%00zz=1',
  noValue: (name) => name,
};

function nested(depth: number): unknown {
  let v: unknown = 'leaf';
  for (let i = 0; i < depth; i++) v = i % 2 ? { a: v } : [v];
  return v;
}

/** An object with an own `__proto__` property, as JSON.parse makes it (JSON.stringify writes it out). */
export function withOwnKey(base: unknown, key: string, value: unknown): Record<string, unknown> {
  const obj: Record<string, unknown> =
    base && typeof base === 'object' && !Array.isArray(base) ? { ...(base as object) } : {};
  Object.defineProperty(obj, key, { value, enumerable: true, configurable: true, writable: true });
  return obj;
}

/** Values that replace a valid value at one body location (whatever its declared type). */
export const BODY_VALUES: Record<string, (rng: Rng, valid: unknown) => unknown> = {
  nul: () => 'fuzz\u0000text',
  nulOnly: () => '\u0000',
  loneHighSurrogate: () => 'fuzz\ud800',
  loneLowSurrogate: () => '\udc00fuzz',
  reversedPair: () => '\udc00\ud800',
  hugeString: (rng) => 'x'.repeat(rng.pick([5_000, 100_000, 600_000])),
  emptyString: () => '',
  oddUnicode: () => 'ทดสอบ 🚀 \u202e\ufeff\u200b',
  controlChars: () => '\u0001\u001b\u007f',
  zero: () => 0,
  negative: (rng) => rng.pick([-1, -2147483649, -1e308, -Number.MAX_SAFE_INTEGER]),
  hugeNumber: (rng) => rng.pick([1e308, 2 ** 63, 2 ** 53 + 2, 2147483648, 32768]),
  float: () => 1.5,
  numericString: (rng) => rng.pick(['1', '-1', '1e400', 'NaN']),
  boolean: () => true,
  null: () => null,
  object: () => ({ a: 1 }),
  emptyObject: () => ({}),
  arrayForScalar: (_rng, valid) => [valid, valid],
  emptyArray: () => [],
  arrayOfArrays: () => [[1], ['a']],
  deepNesting: (rng) => nested(rng.pick([50, 500, 2000])),
};

/** Kinds for object locations: keys that must never reach an object, and keys nobody declared. */
export const OBJECT_VALUES: Record<string, (rng: Rng, valid: unknown) => unknown> = {
  protoKey: (_rng, valid) => withOwnKey(valid, '__proto__', { polluted: true }),
  constructorKey: (_rng, valid) => withOwnKey(valid, 'constructor', { prototype: { polluted: true } }),
  unknownField: (_rng, valid) => withOwnKey(valid, 'fuzz_unknown_field', 'x'),
  nulKey: (_rng, valid) => withOwnKey(valid, 'fu\u0000zz', 'x'),
  surrogateKey: (_rng, valid) => withOwnKey(valid, 'fuzz\ud800', 'x'),
};

/** Kinds for array locations. */
export const ARRAY_VALUES: Record<string, (rng: Rng, valid: unknown) => unknown> = {
  manyItems: (rng, valid) => {
    const item = Array.isArray(valid) && valid.length > 0 ? valid[0] : 'x';
    return Array.from({ length: rng.pick([100, 5000]) }, () => item);
  },
  nulItem: () => ['fuzz\u0000'],
  surrogateItem: () => ['\ud83d'],
  mixedItems: () => [1, 'a', null, {}, []],
};
