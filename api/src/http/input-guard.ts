import type { FieldError } from '../errors/api-error';

/** Keys no API input ever has; on an object they are a prototype-pollution attempt. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** NUL (PostgreSQL refuses it in text and JSON) and UTF-16 surrogates without their pair. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const BAD_CHARACTERS = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const MAX_REPORTED = 20;

/** A field path that is safe to echo back: bad characters of a key become U+FFFD. */
const printable = (key: string) => key.replace(new RegExp(BAD_CHARACTERS.source, 'g'), '\ufffd');

export function hasBadCharacters(text: string): boolean {
  return BAD_CHARACTERS.test(text);
}

/**
 * Every string (and key) of a parsed input that must not reach the handlers: `invalid_characters` for NUL or a
 * lone surrogate, `forbidden_key` for __proto__/constructor/prototype, `type` for a number that is not finite
 * (1e400 in JSON, or a query string ajv coerced: with coerceTypes it skips the range checks for Infinity). Fields are named like validation errors
 * ('experiences.0.title'). Iterative, so any nesting depth is safe.
 */
export function findBadInput(input: unknown, prefix = ''): FieldError[] {
  const out: FieldError[] = [];
  const stack: [unknown, string][] = [[input, prefix]];
  while (stack.length > 0 && out.length < MAX_REPORTED) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (hasBadCharacters(value)) out.push({ field: path || '_', code: 'invalid_characters' });
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) out.push({ field: path || '_', code: 'type' });
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], path ? `${path}.${i}` : String(i)]);
    } else if (value !== null && typeof value === 'object') {
      for (const key of Object.keys(value).reverse()) {
        const field = path ? `${path}.${printable(key)}` : printable(key);
        if (FORBIDDEN_KEYS.has(key)) out.push({ field, code: 'forbidden_key' });
        else if (hasBadCharacters(key)) out.push({ field, code: 'invalid_characters' });
        else stack.push([(value as Record<string, unknown>)[key], field]);
      }
    }
  }
  return out;
}
