import { ERROR_MESSAGES } from '../../src/i18n/messages';
import { createRng } from '../../src/seed/random';
import { operationsOf, type FuzzOperation, type KnownValues, type OpenApiDoc } from './openapi';
import { materialize, templatesFor, type Template } from './templates';

export interface FuzzRequest {
  op: string;
  role: string;
  template: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: Buffer | string;
}

export interface FuzzResponse {
  status: number;
  contentType: string;
  body: string;
}

/** Sends one request (app.inject or HTTP); a transport failure rejects. */
export type Send = (req: FuzzRequest) => Promise<FuzzResponse>;

export interface FuzzOptions {
  doc: OpenApiDoc;
  send: Send;
  roles: readonly string[];
  /** The authorization header of a role for an operation (undefined: none). */
  auth: (role: string, op: FuzzOperation) => string | undefined;
  known: KnownValues;
  requests: number;
  seed: number;
  /** Requests in flight at once (default 1: the run is reproducible request by request). */
  concurrency?: number;
  timeoutMs?: number;
}

export interface Failure {
  op: string;
  role: string;
  template: string;
  status: number | null;
  problem: string;
  body: string;
}

export interface OperationFigures {
  requests: number;
  fiveXX: number;
  badShape: number;
  templates: number;
  templatesCovered: number;
  roles: Set<string>;
}

export interface FuzzReport {
  seed: number;
  requests: number;
  durationMs: number;
  byStatus: Record<string, number>;
  fiveXX: number;
  badShape: number;
  transportErrors: number;
  byOperation: Record<string, OperationFigures>;
  /** Time spent per kind of bad input (ms), to keep the bounded run fast. */
  msByKind: Record<string, number>;
  failureCount: number;
  /** The first failures (all are counted). */
  failures: Failure[];
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Why an error response is not { error: { code, message, fields? } } with a known code; null when it is. */
export function errorShapeProblem(res: FuzzResponse): string | null {
  if (res.status < 400) return null;
  if (!res.contentType.startsWith('application/json')) return `content-type "${res.contentType}"`;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return 'body is not JSON';
  }
  if (!isObject(body) || Object.keys(body).join() !== 'error' || !isObject(body.error))
    return 'not { error }';
  const { code, message, fields, ...rest } = body.error;
  if (Object.keys(rest).length > 0) return `extra keys ${Object.keys(rest).join(',')}`;
  if (typeof code !== 'string' || !(code in ERROR_MESSAGES)) return `unknown code ${String(code)}`;
  if (typeof message !== 'string' || message === '') return 'no message';
  if (fields !== undefined) {
    if (!Array.isArray(fields) || fields.length === 0) return 'fields is not a non-empty array';
    for (const f of fields)
      if (
        !isObject(f) ||
        typeof f.field !== 'string' ||
        typeof f.code !== 'string' ||
        typeof f.message !== 'string'
      )
        return 'a field without field/code/message';
  }
  return null;
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Runs `requests` generated requests: operations in turn, each through its templates in order and the roles in
 * turn, bad values from a PRNG seeded with `seed`. Counts every status; a 5xx, an error body out of shape or no
 * answer is a failure.
 */
export async function runFuzz(opts: FuzzOptions): Promise<FuzzReport> {
  const rng = createRng(opts.seed);
  const ops = operationsOf(opts.doc);
  const templates = new Map<string, Template[]>(ops.map((op) => [op.label, templatesFor(opts.doc, op, rng)]));
  const covered = new Map<string, Set<string>>(ops.map((op) => [op.label, new Set()]));
  const report: FuzzReport = {
    seed: opts.seed,
    requests: 0,
    durationMs: 0,
    byStatus: {},
    fiveXX: 0,
    badShape: 0,
    transportErrors: 0,
    byOperation: Object.fromEntries(
      ops.map((op) => [
        op.label,
        {
          requests: 0,
          fiveXX: 0,
          badShape: 0,
          templates: templates.get(op.label)!.length,
          templatesCovered: 0,
          roles: new Set<string>(),
        },
      ]),
    ),
    msByKind: {},
    failureCount: 0,
    failures: [],
  };
  const fail = (f: Failure) => {
    report.failureCount++;
    if (report.failures.length < 50) report.failures.push(f);
  };

  const build = (op: FuzzOperation, template: Template, role: string): FuzzRequest => {
    const draft = materialize(opts.doc, op, template, rng, opts.known);
    const auth = opts.auth(role, op);
    const headers = { ...(auth ? { authorization: auth } : {}), ...draft.headers };
    covered.get(op.label)!.add(template.id);
    const url = draft.query.length ? `${draft.path}?${draft.query.join('&')}` : draft.path;
    return {
      op: op.label,
      role,
      template: template.id,
      method: draft.method,
      url,
      headers,
      payload: draft.payload,
    };
  };
  // Roles an operation does not refuse outright (401/403 on a valid request): they get three requests in four,
  // so bad input reaches validation and the handlers; every role still gets its share.
  const accepted = new Map<string, string[]>();
  const plan = (i: number): FuzzRequest => {
    const o = i % ops.length;
    const op = ops[o];
    const k = Math.floor(i / ops.length);
    const list = templates.get(op.label)!;
    const acc = accepted.get(op.label) ?? [];
    const role =
      k % 4 === 3 || acc.length === 0
        ? opts.roles[(Math.floor(k / 4) + o) % opts.roles.length]
        : acc[(k + o) % acc.length];
    return build(op, list[k % list.length], role);
  };

  const record = (req: FuzzRequest, res: FuzzResponse | Error) => {
    const figures = report.byOperation[req.op];
    report.requests++;
    figures.requests++;
    figures.roles.add(req.role);
    if (res instanceof Error) {
      report.transportErrors++;
      fail({
        op: req.op,
        role: req.role,
        template: req.template,
        status: null,
        problem: res.message,
        body: '',
      });
      return;
    }
    report.byStatus[res.status] = (report.byStatus[res.status] ?? 0) + 1;
    const problem = res.status >= 500 ? `status ${res.status}` : errorShapeProblem(res);
    if (res.status >= 500) {
      report.fiveXX++;
      figures.fiveXX++;
    } else if (problem) {
      report.badShape++;
      figures.badShape++;
    }
    if (problem)
      fail({
        op: req.op,
        role: req.role,
        template: req.template,
        status: res.status,
        problem,
        body: res.body.slice(0, 300),
      });
  };

  const send = async (req: FuzzRequest): Promise<FuzzResponse | Error> => {
    const t0 = Date.now();
    const res = await withTimeout(opts.send(req), opts.timeoutMs ?? 20_000).catch((e: unknown) =>
      e instanceof Error ? e : new Error(String(e)),
    );
    const kind = req.template.split(':').pop()!;
    report.msByKind[kind] = (report.msByKind[kind] ?? 0) + Date.now() - t0;
    record(req, res);
    return res;
  };

  const started = Date.now();
  for (const op of ops) {
    const acc: string[] = [];
    for (const role of opts.roles) {
      const res = await send(build(op, { id: 'valid', target: 'valid' }, role));
      if (!(res instanceof Error) && res.status !== 401 && res.status !== 403) acc.push(role);
    }
    accepted.set(op.label, acc);
  }
  const total = Math.max(0, opts.requests - report.requests);
  let next = 0;
  const worker = async () => {
    while (next < total) await send(plan(next++));
  };
  await Promise.all(Array.from({ length: opts.concurrency ?? 1 }, worker));
  report.durationMs = Date.now() - started;
  for (const [label, set] of covered) report.byOperation[label].templatesCovered = set.size;
  return report;
}

/** The figures as a table: totals, statuses, then one line per operation. */
export function formatReport(report: FuzzReport, title: string): string {
  const ops = Object.entries(report.byOperation);
  const lines = [
    `${title}: ${report.requests} requests in ${(report.durationMs / 1000).toFixed(1)} s (seed ${report.seed}), ` +
      `${ops.length} operations, 5xx: ${report.fiveXX}, error bodies out of shape: ${report.badShape}, ` +
      `no answer: ${report.transportErrors}`,
    `statuses: ${Object.entries(report.byStatus)
      .map(([s, n]) => `${s}=${n}`)
      .join(' ')}`,
    'operation                                                      requests  5xx  shape  templates  roles',
  ];
  for (const [label, f] of ops)
    lines.push(
      `${label.padEnd(62)} ${String(f.requests).padStart(8)} ${String(f.fiveXX).padStart(4)} ${String(f.badShape).padStart(6)}  ${`${f.templatesCovered}/${f.templates}`.padStart(9)}  ${f.roles.size}`,
    );
  const slowest = Object.entries(report.msByKind)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8);
  lines.push(`slowest kinds (ms): ${slowest.map(([k, ms]) => `${k}=${ms}`).join(' ')}`);
  for (const f of report.failures.slice(0, 20))
    lines.push(`FAIL ${f.op} [${f.role}] ${f.template}: ${f.problem} ${f.body}`);
  return lines.join('\n');
}
