/**
 * Every number a client can send is bounded (issue 46: `GET /api/jobs/changes?after=1e308` answered 500). Read from
 * the OpenAPI document, so a route added tomorrow is covered: every integer or number in a query, a path or a JSON
 * body has a minimum and a maximum within what JavaScript and PostgreSQL hold, and every numeric query parameter
 * called with huge, tiny and fractional values answers 400 or 200, never 5xx.
 */
import { forEachDriver } from './helpers/app';
import { operationsOf, resolve, type OpenApiDoc, type Schema } from './fuzz/openapi';

const isNumeric = (s: Schema) => {
  const type = s.type;
  const types = Array.isArray(type) ? type : [type];
  return types.includes('integer') || types.includes('number');
};
const upper = (s: Schema) => (s.maximum ?? s.exclusiveMaximum) as number | undefined;
const lower = (s: Schema) => (s.minimum ?? s.exclusiveMinimum) as number | undefined;

/** Every numeric node of a schema, with its path ("body.salary.min"). */
function numericNodes(
  doc: OpenApiDoc,
  schema: Schema,
  at: string,
  out: [string, Schema][],
  seen = new Set<Schema>(),
) {
  const s = resolve(doc, schema);
  if (seen.has(s)) return;
  seen.add(s);
  if (isNumeric(s)) out.push([at, s]);
  for (const [name, child] of Object.entries((s.properties ?? {}) as Record<string, Schema>))
    numericNodes(doc, child, `${at}.${name}`, out, seen);
  if (s.items && typeof s.items === 'object') numericNodes(doc, s.items as Schema, `${at}[]`, out, seen);
  for (const key of ['anyOf', 'oneOf', 'allOf'])
    for (const child of (s[key] ?? []) as Schema[]) numericNodes(doc, child, at, out, seen);
}

forEachDriver('numeric bounds', (ctx) => {
  let doc: OpenApiDoc;
  beforeAll(async () => {
    doc = (await ctx.call('GET', '/api/openapi.json')).json() as OpenApiDoc;
  });

  it('every number a client sends has a minimum and a maximum a database column can hold', () => {
    const unbounded: string[] = [];
    for (const op of operationsOf(doc)) {
      const nodes: [string, Schema][] = [];
      for (const p of op.op.parameters ?? [])
        if (p.schema && (p.in === 'query' || p.in === 'path'))
          numericNodes(doc, p.schema, `${p.in}.${p.name}`, nodes);
      if (op.body) numericNodes(doc, op.body, 'body', nodes);
      for (const [at, s] of nodes) {
        if (Array.isArray(s.enum) || s.const !== undefined) continue; // a list of values is its own bound
        const max = upper(s);
        const min = lower(s);
        if (
          max === undefined ||
          min === undefined ||
          max > Number.MAX_SAFE_INTEGER ||
          min < -Number.MAX_SAFE_INTEGER
        )
          unbounded.push(`${op.label} ${at} [${min ?? '-inf'}, ${max ?? 'inf'}]`);
      }
    }
    expect(unbounded).toEqual([]);
  });

  it('huge, tiny and fractional numbers in a query answer 400 (or are served), never 5xx', async () => {
    const answers: string[] = [];
    for (const op of operationsOf(doc)) {
      if (op.method !== 'GET' || op.path.includes('{')) continue;
      for (const p of op.op.parameters ?? []) {
        if (p.in !== 'query' || !p.schema || !isNumeric(resolve(doc, p.schema))) continue;
        for (const value of ['1e308', '-1e308', '9007199254740993', '1.5', 'NaN', 'Infinity']) {
          const url = `${op.path}?${p.name}=${encodeURIComponent(value)}`;
          const res = await ctx.call('GET', url);
          if (res.statusCode >= 500) answers.push(`${url} -> ${res.statusCode}`);
        }
      }
    }
    expect(answers).toEqual([]);
  });
});
