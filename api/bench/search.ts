/**
 * Search benchmark: `npm run bench:search -w @jobportal/api`.
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/jp_bench) is created and migrated if needed and filled up to
 * BENCH_JOBS (default 100,000) jobs; then the real API (src/server.ts) runs as a child process on a free loopback port.
 * Per configuration (BENCH_RUNS, default "workers=1 cache=0,workers=1 cache=1"; keys: workers = API_WORKERS,
 * cache=0 sets SEARCH_CACHE_MAX=0, log = LOG_LEVEL (default warn), api = another checkout's api/ directory such as a git
 * worktree of the previous commit (a baseline on the same machine); BENCH_REPEAT runs the list again, interleaved):
 * - index start-up and resident memory of every API process (from /proc);
 * - sequential (BENCH_FULL != 0): each of ~200 distinct searches (Thai, English, mixed, misspelt, filter-only, every one
 *   with total and facets) asked twice: the first answer is a cache miss (engine + card fetch), the second a hit;
 * - the realistic mix: a Zipf-like popularity over the same searches (rank r asked in proportion to 1/r, one in ten on
 *   the second page), BENCH_CONCURRENCY (20) connections for BENCH_SECONDS (10) s after every page of the stream was
 *   asked once and BENCH_WARM_SECONDS (8) of the same stream: req/s, median, p95, the cache hit ratio (the API's
 *   x-search-cache header) and the CPU time of the API and of the load generator per request (from /proc);
 * - next to it, the empty route (an unknown path: the same Fastify stack, no database) as the ceiling of this machine.
 * The load generator is a loop of node:http keep-alive requests in this process (autocannon is not a dependency): it
 * shares the cores with the API, which is part of what the ceiling shows. A summary table ends the run.
 * BENCH_WRITES=<n>: n job writes per second during the measured mix (a searchable job re-saved, one after the other
 * from a random sample; every API process applies them through the change feed): what the response cache keeps
 * through writes.
 * BENCH_CPU_PROF=<dir> writes a V8 CPU profile of every API process into <dir> (node --cpu-prof).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { openDb } from '../src/db/client';
import { generateJobs } from '../src/seed/generate';
import { benchmarkQueries, toQueryString } from './queries';

const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/jp_bench';
const TARGET_JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 8);
const WRITES_PER_S = Number(process.env.BENCH_WRITES ?? 0);
const API_DIR = path.resolve(__dirname, '..');

async function ensureDatabase(url: string): Promise<void> {
  const u = new URL(url);
  const name = u.pathname.replace(/^\//, '');
  if (!/^[a-z0-9_]+$/i.test(name)) throw new Error(`unexpected database name ${name}`);
  u.pathname = '/postgres';
  const c = new Client({ connectionString: u.toString() });
  await c.connect();
  try {
    const r = await c.query('select 1 from pg_database where datname = $1', [name]);
    if (r.rowCount === 0) {
      await c.query(`create database ${name}`);
      console.log(`created database ${name}`);
    }
  } finally {
    await c.end();
  }
}

async function prepareData(): Promise<number> {
  await ensureDatabase(DATABASE_URL);
  const handle = await openDb({ databaseUrl: DATABASE_URL, pgliteDir: '' });
  try {
    await handle.migrate();
    const count = async () =>
      Number(
        (
          (await handle.db.execute(sql`select count(*)::int as n from job`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0].n,
      );
    const have = await count();
    if (have < TARGET_JOBS) {
      console.log(`generating ${TARGET_JOBS - have} jobs (have ${have})`);
      await generateJobs(handle, { jobs: TARGET_JOBS - have, seed: 42 });
    }
    return await count();
  } finally {
    await handle.close();
  }
}

/** Re-saves searchable jobs (updated_at) at WRITES_PER_S until stopped; stop() gives the number of writes. */
async function startWriter(): Promise<() => Promise<number>> {
  if (WRITES_PER_S <= 0) return async () => 0;
  const c = new Client({ connectionString: DATABASE_URL });
  await c.connect();
  const sample = await c.query<{ id: string }>(
    `select id from job tablesample system (2) where status = 'published' limit 5000`,
  );
  const ids = sample.rows.map((r) => r.id);
  let n = 0;
  let stop = false;
  const loop = (async () => {
    while (!stop && ids.length > 0) {
      await c.query('update job set updated_at = now() where id = $1', [ids[n++ % ids.length]]);
      await new Promise((r) => setTimeout(r, 1000 / WRITES_PER_S));
    }
  })();
  return async () => {
    stop = true;
    await loop;
    await c.end();
    return n;
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

interface RunConfig {
  workers: number;
  cache: boolean;
  log: string;
  /** Another checkout's api/ (e.g. a git worktree of the previous commit), to compare on the same machine. */
  apiDir: string;
}

async function startApi(port: number, run: RunConfig, logFd: number): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    API_WORKERS: String(run.workers),
    ...(run.cache ? {} : { SEARCH_CACHE_MAX: '0' }),
    DATABASE_URL,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: run.log,
  };
  delete env.FIREBASE_AUTH_EMULATOR_HOST; // no demo-account sync: loopback only, no emulator needed
  // BENCH_CPU_PROF=<dir>: each API process writes a V8 CPU profile there when it stops (open in Chrome DevTools)
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
  const child = spawn(process.execPath, [...prof, '--import', 'tsx', 'src/server.ts'], {
    cwd: run.apiDir,
    env,
    // stdout (the access log at log=info) goes to a file: a pipe read by this busy process fills up, and pino's
    // synchronous writes then wait for it, which measures this load generator rather than the API
    stdio: ['ignore', logFd, 'inherit'],
  });
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() - started > 120_000) throw new Error('API did not start within 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return child;
}

/** Resident memory of the API: the process and, in a cluster, each worker. */
function rssMb(pid: number): { rss: number; peak: number; each: number[] } {
  let children: number[] = [];
  try {
    children = fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    /* no children */
  }
  const all = [pid, ...children].map(rssOne);
  return {
    rss: all.reduce((a, m) => a + m.rss, 0),
    peak: all.reduce((a, m) => a + m.peak, 0),
    each: all.map((m) => m.rss),
  };
}

function rssOne(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** One GET over a keep-alive connection: status, the x-search-cache header, ms, and the body when asked. */
function get(
  base: string,
  pathAndQuery: string,
  wantBody = false,
): Promise<{ status: number; cache: string | undefined; ms: number; body: string }> {
  const t = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${pathAndQuery}`, { agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => {
        if (wantBody) chunks.push(c);
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          cache: res.headers['x-search-cache'] as string | undefined,
          ms: performance.now() - t,
          body: wantBody ? Buffer.concat(chunks).toString('utf8') : '',
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

async function timedSearch(base: string, qs: string): Promise<number> {
  const r = await get(base, `/api/jobs/search?${qs}`, true);
  const body = JSON.parse(r.body) as { data?: { total: number; facets: unknown } };
  if (r.status !== 200 || body.data === undefined || body.data.facets === undefined)
    throw new Error(`search failed ${r.status}: ${qs}`);
  return r.ms;
}

/** CPU time (user + system, ms) used so far by the API: the process and, in a cluster, its workers. */
function apiCpuMs(pid: number): number {
  let pids = [pid];
  try {
    pids = pids.concat(
      fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number),
    );
  } catch {
    /* no children */
  }
  let ticks = 0;
  for (const p of pids) {
    const f = fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
    ticks += Number(f[11]) + Number(f[12]); // utime, stime (fields 14 and 15 of proc(5))
  }
  return ticks * 10; // USER_HZ = 100 on Linux
}

interface LoadStats {
  requests: number;
  /** CPU of the API per request (µs): what a request costs, whatever else runs on the machine. */
  apiCpuUs: number;
  /** CPU of this load generator per request (µs). */
  clientCpuUs: number;
  rps: number;
  median: number;
  p95: number;
  hitRatio: number | null;
}

const fmtLoad = (l: LoadStats): string =>
  `${l.requests} requests, ${l.rps.toFixed(0)} req/s, median ${l.median.toFixed(1)} ms, p95 ${l.p95.toFixed(1)} ms` +
  (l.hitRatio === null ? '' : `, cache hits ${(100 * l.hitRatio).toFixed(1)} %`) +
  `; CPU per request: API ${l.apiCpuUs.toFixed(0)} µs, load generator ${l.clientCpuUs.toFixed(0)} µs`;

/** `CONCURRENCY` connections asking `next()` for `seconds`: req/s, median, p95, share of x-search-cache: hit. */
async function load(
  apiPid: number,
  base: string,
  next: () => string,
  path = '/api/jobs/search?',
  seconds = SECONDS,
): Promise<LoadStats> {
  const lat: number[] = [];
  let hits = 0;
  let tagged = 0;
  const deadline = Date.now() + seconds * 1000;
  const t = performance.now();
  const cpu0 = apiCpuMs(apiPid);
  const client0 = process.cpuUsage();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < deadline) {
        const q = next();
        const r = await get(base, `${path}${q}`);
        if (path.startsWith('/api/jobs/search') && r.status !== 200)
          throw new Error(`search failed ${r.status}: ${q}`);
        if (r.cache !== undefined) {
          tagged++;
          if (r.cache === 'hit') hits++;
        }
        lat.push(r.ms);
      }
    }),
  );
  const secs = (performance.now() - t) / 1000;
  const apiCpu = apiCpuMs(apiPid) - cpu0;
  const client = process.cpuUsage(client0);
  lat.sort((a, b) => a - b);
  return {
    requests: lat.length,
    apiCpuUs: (1000 * apiCpu) / lat.length,
    clientCpuUs: (client.user + client.system) / lat.length,
    rps: lat.length / secs,
    median: percentile(lat, 50),
    p95: percentile(lat, 95),
    hitRatio: tagged > 0 ? hits / tagged : null,
  };
}

/** A Zipf-like stream: query rank r (0-based) with probability proportional to 1/(r+1); 1 in 10 asks page 2. */
function zipfStream(queries: string[], seed = 7): () => string {
  const weights = queries.map((_, r) => 1 / (r + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const cdf: number[] = [];
  let acc = 0;
  for (const w of weights) cdf.push((acc += w / total));
  let x = seed;
  const rand = () => (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648;
  return () => {
    const u = rand();
    let lo = 0;
    let hi = cdf.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid] < u) lo = mid + 1;
      else hi = mid;
    }
    const q = queries[lo];
    return rand() < 0.1 && !q.includes('offset=') ? `${q}&offset=20` : q;
  };
}

function parseRuns(): RunConfig[] {
  const spec = process.env.BENCH_RUNS ?? 'workers=1 cache=0,workers=1 cache=1';
  const runs = spec.split(',').map((r) => {
    const kv = Object.fromEntries(
      r
        .trim()
        .split(/\s+/)
        .map((p) => p.split('=')),
    );
    return {
      workers: Number(kv.workers ?? 1),
      cache: (kv.cache ?? '1') !== '0',
      log: kv.log ?? process.env.LOG_LEVEL ?? 'warn',
      apiDir: kv.api ? path.resolve(kv.api) : API_DIR,
    };
  });
  const repeat = Number(process.env.BENCH_REPEAT ?? 1);
  return Array.from({ length: repeat }, () => runs).flat();
}

interface RunResult {
  label: string;
  startS: number;
  realistic: LoadStats;
  empty: LoadStats;
  rss: number[];
  miss?: { median: number; p95: number };
  hit?: { median: number; p95: number };
}

const results: RunResult[] = [];

async function benchRun(run: RunConfig, full: boolean): Promise<void> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const label = `[workers=${run.workers} cache=${run.cache ? 'on' : 'off'} log=${run.log}${run.apiDir === API_DIR ? '' : ` api=${run.apiDir}`}]`;
  const started = performance.now();
  const logFile = path.join(os.tmpdir(), `bench-search-api-${process.pid}-${port}.log`);
  const logFd = fs.openSync(logFile, 'w');
  const child = await startApi(port, run, logFd);
  try {
    const queries = benchmarkQueries(200).map(toQueryString);
    // one request per worker is not enough to warm every worker: ask until each answered (index load)
    for (let i = 0; i < run.workers * 4; i++) await timedSearch(base, '');
    const startS = (performance.now() - started) / 1000;
    const mem0 = rssMb(child.pid as number);
    console.log(
      `${label} index ready ${startS.toFixed(1)} s after start; API RSS ${mem0.rss} MB (per process: ${mem0.each.join(' / ')} MB)`,
    );
    // warm-up: the first 30 queries (JIT, connection pool, phrase cache of popular words)
    // (with another page size: the pages measured below are not cached by it)
    for (const q of queries.slice(0, 30))
      await timedSearch(base, /limit=/.test(q) ? q.replace(/limit=\d+/, 'limit=19') : `${q}&limit=19`);
    const result: RunResult = {
      label,
      startS,
      realistic: undefined as never,
      empty: undefined as never,
      rss: [],
    };

    if (full) {
      // each search twice in a row: the first is computed (a miss), the second comes from the cache when it is on
      const miss: number[] = [];
      const hit: number[] = [];
      for (const q of queries) {
        miss.push(await timedSearch(base, q));
        hit.push(await timedSearch(base, q));
      }
      miss.sort((a, b) => a - b);
      hit.sort((a, b) => a - b);
      result.miss = { median: percentile(miss, 50), p95: percentile(miss, 95) };
      result.hit = { median: percentile(hit, 50), p95: percentile(hit, 95) };
      console.log(
        `${label} sequential, ${miss.length} distinct searches: first ask median ${result.miss.median.toFixed(1)} ms, p95 ${result.miss.p95.toFixed(1)} ms, max ${miss[miss.length - 1].toFixed(1)} ms; ` +
          `asked again median ${result.hit.median.toFixed(1)} ms, p95 ${result.hit.p95.toFixed(1)} ms`,
      );
    }
    // steady state: popular searches were asked before (every page of the stream once, then an unmeasured warm-up
    // with the same stream); what is left to miss is a page past its TTL or a page pushed out of the LRU
    for (const q of queries)
      for (const page of [q, `${q}&offset=20`]) if (!q.includes('offset=')) await timedSearch(base, page);
    const stream = zipfStream(queries);
    await load(child.pid as number, base, stream, '/api/jobs/search?', WARM_SECONDS);
    const stopWriter = await startWriter();
    result.realistic = await load(child.pid as number, base, stream);
    const writes = await stopWriter();
    console.log(
      `${label} realistic (Zipf) mix, ${CONCURRENCY} connections${writes > 0 ? `, ${writes} job writes` : ''}: ${fmtLoad(result.realistic)}`,
    );
    result.empty = await load(child.pid as number, base, () => '', '/api/__bench_empty');
    console.log(`${label} empty route (ceiling), ${CONCURRENCY} connections: ${fmtLoad(result.empty)}`);
    const mem = rssMb(child.pid as number);
    result.rss = mem.each;
    console.log(
      `${label} API resident memory: ${mem.rss} MB (peak ${mem.peak} MB; per process ${mem.each.join(' / ')} MB)`,
    );
    results.push(result);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.closeSync(logFd);
    fs.rmSync(logFile, { force: true });
  }
}

function summary(jobs: number): void {
  console.log(
    `\nsummary: ${jobs} jobs, ${CONCURRENCY} connections, ${os.availableParallelism()} cores` +
      (WRITES_PER_S > 0 ? `, ${WRITES_PER_S} job writes/s during the mix` : ''),
  );
  console.log(
    '| configuration | realistic mix req/s | median / p95 ms | cache hits | API CPU µs/req | empty route req/s (ceiling) | empty API CPU µs/req | first ask median / p95 ms | asked again median / p95 ms | start s | RSS MB per process |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of results) {
    const seq = (x?: { median: number; p95: number }) =>
      x ? `${x.median.toFixed(1)} / ${x.p95.toFixed(1)}` : '-';
    console.log(
      `| ${r.label.slice(1, -1)} | ${r.realistic.rps.toFixed(0)} | ${r.realistic.median.toFixed(1)} / ${r.realistic.p95.toFixed(1)} | ` +
        `${r.realistic.hitRatio === null ? '-' : `${(100 * r.realistic.hitRatio).toFixed(1)} %`} | ${r.realistic.apiCpuUs.toFixed(0)} | ` +
        `${r.empty.rps.toFixed(0)} | ${r.empty.apiCpuUs.toFixed(0)} | ` +
        `${seq(r.miss)} | ${seq(r.hit)} | ${r.startS.toFixed(1)} | ${r.rss.join(' / ')} |`,
    );
  }
}

async function main(): Promise<void> {
  const jobs = await prepareData();
  console.log(
    `jobs in ${DATABASE_URL}: ${jobs}; load average ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}`,
  );
  for (const run of parseRuns()) await benchRun(run, process.env.BENCH_FULL !== '0');
  summary(jobs);
  console.log(`load average after: ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
