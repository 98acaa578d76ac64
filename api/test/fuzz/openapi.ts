import type { Rng } from '../../src/seed/random';
import { rngUuid } from '../../src/seed/random';

/** A JSON Schema node of the OpenAPI document (as @fastify/swagger writes it). */
export type Schema = { [key: string]: unknown };

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: unknown[];
}

export interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

export interface FuzzOperation {
  /** e.g. "PUT /api/candidate/profile" */
  label: string;
  method: string;
  path: string;
  op: Operation;
  /** The JSON body schema, resolved; null when the operation declares no JSON body. */
  body: Schema | null;
}

/** Known ids and values by property or parameter name, so valid baselines reach real rows. */
export type KnownValues = Record<string, string[]>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function operationsOf(doc: OpenApiDoc): FuzzOperation[] {
  const out: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const json = op.requestBody?.content['application/json']?.schema;
      out.push({
        label: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        op,
        body: json ? resolve(doc, json) : null,
      });
    }
  }
  return out;
}

export function resolve(doc: OpenApiDoc, schema: Schema): Schema {
  let s = schema;
  for (let i = 0; i < 10 && typeof s.$ref === 'string'; i++) {
    const name = s.$ref.split('/').pop() ?? '';
    s = doc.components?.schemas?.[name] ?? {};
  }
  return s;
}

function typeOf(s: Schema): string | undefined {
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null') as string | undefined;
  return s.type as string | undefined;
}

const PATTERN_CANDIDATES = ['2024-03', '2024-03-15', '0812345678', 'abc', 'a', '1', 'A1'];

function validString(s: Schema, rng: Rng, name: string, known: KnownValues): string {
  if (known[name]?.length && rng.chance(0.8)) return rng.pick(known[name]);
  switch (s.format) {
    case 'uuid':
      return rngUuid(rng);
    case 'email':
      return `fuzz${rng.int(1, 9999)}@example.com`;
    case 'date':
      return '2030-01-15';
    case 'date-time':
      return '2030-01-15T10:00:00.000Z';
    case 'uri':
    case 'url':
      return 'https://example.com/fuzz';
  }
  if (typeof s.pattern === 'string') {
    const re = new RegExp(s.pattern, 'u');
    return PATTERN_CANDIDATES.find((c) => re.test(c)) ?? 'a';
  }
  const min = typeof s.minLength === 'number' ? s.minLength : 0;
  const max = typeof s.maxLength === 'number' ? s.maxLength : 40;
  const text = 'fuzz value with enough text';
  return text.padEnd(min, 'x').slice(0, Math.max(min, Math.min(max, text.length)));
}

function validNumber(s: Schema, integer: boolean): number {
  const min = typeof s.minimum === 'number' ? s.minimum : 0;
  const max = typeof s.maximum === 'number' ? s.maximum : min + 100;
  const v = Math.min(max, Math.max(min, 1));
  return integer ? Math.ceil(v) : v;
}

/** A value the schema accepts (best effort: patterns from a few candidates, all object properties set). */
export function validValue(
  doc: OpenApiDoc,
  schema: Schema,
  rng: Rng,
  known: KnownValues,
  name = '',
  depth = 0,
): unknown {
  const s = resolve(doc, schema);
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return rng.pick(s.enum.filter((v) => v !== null));
  const alt = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (Array.isArray(alt) && alt.length > 0) return validValue(doc, alt[0], rng, known, name, depth);
  switch (typeOf(s)) {
    case 'string':
      return validString(s, rng, name, known);
    case 'integer':
      return validNumber(s, true);
    case 'number':
      return validNumber(s, false);
    case 'boolean':
      return true;
    case 'array': {
      const items = (s.items ?? {}) as Schema;
      const min = typeof s.minItems === 'number' ? s.minItems : 1;
      const max = typeof s.maxItems === 'number' ? s.maxItems : 3;
      const n = depth > 4 ? min : Math.min(max, Math.max(min, 1));
      const out: unknown[] = [];
      const itemKnown = known[`${name}[]`];
      for (let i = 0; i < n * 4 && out.length < n; i++) {
        const v =
          itemKnown?.length && i < itemKnown.length
            ? itemKnown[i]
            : validValue(doc, items, rng, known, `${name}[]`, depth + 1);
        if (!s.uniqueItems || !out.some((o) => JSON.stringify(o) === JSON.stringify(v))) out.push(v);
      }
      return out;
    }
    case 'object': {
      const props = (s.properties ?? {}) as Record<string, Schema>;
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(props)) {
        if (depth > 5 && !(s.required as string[] | undefined)?.includes(key)) continue;
        out[key] = validValue(doc, prop, rng, known, key, depth + 1);
      }
      return out;
    }
    default:
      return 'fuzz';
  }
}

/** Where a bad value can go inside a JSON body: a property path (array items at index 0) and its schema. */
export interface Location {
  path: (string | number)[];
  schema: Schema;
}

export function bodyLocations(doc: OpenApiDoc, schema: Schema, maxDepth = 4): Location[] {
  const out: Location[] = [];
  const walk = (s0: Schema, path: (string | number)[]) => {
    const s = resolve(doc, s0);
    out.push({ path, schema: s });
    if (path.length >= maxDepth) return;
    const t = typeOf(s);
    if (t === 'object') {
      for (const [key, prop] of Object.entries((s.properties ?? {}) as Record<string, Schema>))
        walk(prop, [...path, key]);
    } else if (t === 'array' && s.items) {
      walk(s.items as Schema, [...path, 0]);
    }
  };
  walk(schema, []);
  return out;
}

export function describePath(path: (string | number)[]): string {
  return path.length === 0 ? '(body)' : path.join('.');
}

/** A deep copy of `root` with `value` at `path` (missing containers are created). */
export function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const arr = Array.isArray(root) ? root.slice() : [];
    arr[head] = setAt(arr[head], rest, value);
    return arr;
  }
  const obj: Record<string, unknown> =
    root && typeof root === 'object' && !Array.isArray(root) ? { ...(root as object) } : {};
  obj[head] = setAt(obj[head], rest, value);
  return obj;
}

export function getAt(root: unknown, path: (string | number)[]): unknown {
  let v = root;
  for (const p of path) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[p] : undefined;
  return v;
}
