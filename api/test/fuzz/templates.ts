import type { Rng } from '../../src/seed/random';
import { ARRAY_VALUES, BODY_VALUES, OBJECT_VALUES, PARAM_VALUES, QUERY_SHAPES } from './bad-values';
import {
  bodyLocations,
  describePath,
  getAt,
  setAt,
  validValue,
  type FuzzOperation,
  type KnownValues,
  type Location,
  type OpenApiDoc,
  type Parameter,
} from './openapi';
import { REQUEST_KINDS } from './request-kinds';

/** One way to break a request of an operation: which part gets which kind of bad input. */
export type Template =
  | { id: string; target: 'valid' }
  | { id: string; target: 'param'; param: Parameter; kind: string }
  | { id: string; target: 'queryShape'; param: Parameter | null; kind: string }
  | { id: string; target: 'body'; loc: Location; kind: string }
  | { id: string; target: 'request'; kind: string };

export interface Draft {
  method: string;
  path: string;
  /** Raw (already percent-encoded) query parts, joined with '&'. */
  query: string[];
  body: unknown;
  payload?: Buffer | string;
  headers: Record<string, string>;
}

const typeOf = (s: Location['schema']) =>
  Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : (s.type as string | undefined);

/** Kinds tried first on every part of a request: the inputs that reached the database as 500s. */
const FIRST_KINDS = ['nul', 'nulInside', 'loneSurrogate', 'loneHighSurrogate', 'loneLowSurrogate'];

/** The kinds of one part in the order they are tried: FIRST_KINDS, then the others shuffled. */
function ordered(rng: Rng, kinds: Template[]): Template[] {
  const kindOf = (t: Template) => ('kind' in t ? t.kind : '');
  const first = kinds.filter((t) => FIRST_KINDS.includes(kindOf(t)));
  const rest = kinds.filter((t) => !FIRST_KINDS.includes(kindOf(t)));
  return [...rng.sample(first, first.length), ...rng.sample(rest, rest.length)];
}

/**
 * Every template of an operation, in rounds: each part of the request (parameter, body location, request kind)
 * gets one kind per round, so the first requests of an operation already touch every part of it.
 */
export function templatesFor(doc: OpenApiDoc, op: FuzzOperation, rng: Rng): Template[] {
  const slots: Template[][] = [[{ id: 'valid', target: 'valid' }]];
  const params = (op.op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
  for (const param of params) {
    const kinds = Object.keys(PARAM_VALUES).map((kind): Template => ({
      id: `${param.in}:${param.name}:${kind}`,
      target: 'param',
      param,
      kind,
    }));
    if (param.in === 'query')
      for (const kind of ['repeated', 'bracketArray', 'bracketObject', 'noValue'])
        kinds.push({ id: `query:${param.name}:${kind}`, target: 'queryShape', param, kind });
    slots.push(ordered(rng, kinds));
  }
  if (op.body) {
    for (const loc of bodyLocations(doc, op.body)) {
      const t = typeOf(loc.schema);
      const names = [
        ...Object.keys(BODY_VALUES),
        ...(t === 'object' ? Object.keys(OBJECT_VALUES) : []),
        ...(t === 'array' ? Object.keys(ARRAY_VALUES) : []),
      ];
      const kinds = names.map((kind): Template => ({
        id: `body:${describePath(loc.path)}:${kind}`,
        target: 'body',
        loc,
        kind,
      }));
      slots.push(ordered(rng, kinds));
    }
  }
  // Whole-request kinds (bodies, encodings, multipart, headers, query keys) form one part: one per round.
  const whole: Template[] = Object.keys(REQUEST_KINDS).map((kind) => ({
    id: `request:${kind}`,
    target: 'request',
    kind,
  }));
  for (const kind of ['protoKey', 'constructorKey', 'unknownParam', 'nulKey'])
    whole.push({ id: `query:${kind}`, target: 'queryShape', param: null, kind });
  slots.push(rng.sample(whole, whole.length));

  const order = rng.sample(slots, slots.length);
  const out: Template[] = [];
  const rounds = Math.max(...order.map((s) => s.length));
  for (let r = 0; r < rounds; r++) for (const slot of order) if (r < slot.length) out.push(slot[r]);
  return out;
}

function encodeValue(v: unknown): string {
  return encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v));
}

/** A valid request of the operation: path and required parameters, some optional ones, a valid body. */
export function baseline(doc: OpenApiDoc, op: FuzzOperation, rng: Rng, known: KnownValues): Draft {
  let path = op.path;
  const query: string[] = [];
  for (const p of op.op.parameters ?? []) {
    const v = validValue(doc, p.schema ?? { type: 'string' }, rng, known, p.name);
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeValue(v));
    else if (p.in === 'query' && (p.required || rng.chance(0.4))) {
      for (const item of Array.isArray(v) ? v : [v]) query.push(`${p.name}=${encodeValue(item)}`);
    }
  }
  const body = op.body ? validValue(doc, op.body, rng, known) : undefined;
  return { method: op.method, path, query, body, headers: {} };
}

function setParam(draft: Draft, op: FuzzOperation, param: Parameter, raw: string): void {
  if (param.in === 'path') {
    // The path was filled in order: rebuild it with this one parameter replaced.
    const template = op.path.split('/');
    const current = draft.path.split('/');
    const i = template.indexOf(`{${param.name}}`);
    if (i >= 0) current[i] = raw;
    draft.path = current.join('/');
    return;
  }
  draft.query = draft.query.filter((q) => !q.startsWith(`${param.name}=`));
  draft.query.push(`${param.name}=${raw}`);
}

/** The draft of one fuzz request: the valid baseline with the template's bad input applied. */
export function materialize(
  doc: OpenApiDoc,
  op: FuzzOperation,
  template: Template,
  rng: Rng,
  known: KnownValues,
): Draft {
  const draft = baseline(doc, op, rng, known);
  switch (template.target) {
    case 'valid':
      break;
    case 'param':
      setParam(draft, op, template.param, PARAM_VALUES[template.kind](rng));
      break;
    case 'queryShape': {
      const name = template.param?.name ?? 'q';
      if (template.param) draft.query = draft.query.filter((q) => !q.startsWith(`${name}=`));
      draft.query.push(QUERY_SHAPES[template.kind](name));
      break;
    }
    case 'body': {
      const valid = getAt(draft.body, template.loc.path);
      const make = BODY_VALUES[template.kind] ?? OBJECT_VALUES[template.kind] ?? ARRAY_VALUES[template.kind];
      draft.body = setAt(draft.body, template.loc.path, make(rng, valid));
      break;
    }
    case 'request': {
      const json = draft.body !== undefined ? JSON.stringify(draft.body) : '{}';
      const raw = REQUEST_KINDS[template.kind](rng, json);
      Object.assign(draft.headers, raw.headers);
      if (raw.payload !== undefined) draft.payload = raw.payload;
      break;
    }
  }
  if (draft.payload === undefined && draft.body !== undefined) {
    draft.payload = JSON.stringify(draft.body);
    draft.headers['content-type'] ??= 'application/json';
  }
  return draft;
}
