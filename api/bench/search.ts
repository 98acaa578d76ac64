/**
 * Search benchmark: `npm run bench:search -w @jobportal/api`.
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/jp_bench) is created and migrated if needed and filled up to
 * BENCH_JOBS (default 100,000) jobs; then the real API (src/server.ts) runs as a child process on a free loopback port and
 * receives a fixed mix of ~200 searches sequentially (median, p95), then BENCH_CONCURRENCY (20) concurrent connections for
 * BENCH_SECONDS (10) s (req/s), and the API process's resident memory is read from /proc.
 * Then the realistic mix: a Zipf-like popularity over the same queries (rank r asked in proportion to 1/r, nine in
 * ten on the first page), BENCH_CONCURRENCY connections, next to an empty route (an unknown path: the same Fastify
 * stack, no database) as the ceiling. BENCH_RUNS (default "workers=1 cache=0,workers=1 cache=1") lists the API
 * configurations, each started fresh (API_WORKERS, SEARCH_CACHE_MAX=0 turns the response cache off); BENCH_REPEAT
 * (default 1) runs the whole list again, interleaved. The load generator is a small loop of fetch calls in this
 * process (autocannon is not a dependency); it shares the cores with the API.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
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
}

async function startApi(port: number, run: RunConfig): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    API_WORKERS: String(run.workers),
    ...(run.cache ? {} : { SEARCH_CACHE_MAX: '0' }),
    DATABASE_URL,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  delete env.FIREBASE_AUTH_EMULATOR_HOST; // no demo-account sync: loopback only, no emulator needed
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
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

function rssMb(pid: number): { rss: number; peak: number } {
  // a cluster: the primary and its workers
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
  const own = rssOne(pid);
  for (const c of children) {
    const m = rssOne(c);
    own.rss += m.rss;
    own.peak += m.peak;
  }
  return own;
}

function rssOne(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function timedSearch(base: string, qs: string): Promise<number> {
  const t = performance.now();
  const res = await fetch(`${base}/api/jobs/search?${qs}`);
  const body = (await res.json()) as { data?: { total: number; facets: unknown } };
  if (!res.ok || body.data === undefined || body.data.facets === undefined)
    throw new Error(`search failed ${res.status}: ${qs}`);
  return performance.now() - t;
}

/** `CONCURRENCY` connections asking `next()` for BENCH_SECONDS: req/s, median, p95. */
async function load(
  base: string,
  next: () => string,
  path = '/api/jobs/search?',
  seconds = SECONDS,
): Promise<string> {
  const lat: number[] = [];
  const deadline = Date.now() + seconds * 1000;
  const t = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < deadline) {
        const q = next();
        const t0 = performance.now();
        const res = await fetch(`${base}${path}${q}`);
        await res.arrayBuffer();
        if (path.startsWith('/api/jobs/search') && !res.ok)
          throw new Error(`search failed ${res.status}: ${q}`);
        lat.push(performance.now() - t0);
      }
    }),
  );
  const secs = (performance.now() - t) / 1000;
  lat.sort((a, b) => a - b);
  return `${lat.length} requests, ${(lat.length / secs).toFixed(0)} req/s, median ${percentile(lat, 50).toFixed(1)} ms, p95 ${percentile(lat, 95).toFixed(1)} ms`;
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
    return { workers: Number(kv.workers ?? 1), cache: (kv.cache ?? '1') !== '0' };
  });
  const repeat = Number(process.env.BENCH_REPEAT ?? 1);
  return Array.from({ length: repeat }, () => runs).flat();
}

async function benchRun(run: RunConfig, full: boolean): Promise<void> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const label = `[workers=${run.workers} cache=${run.cache ? 'on' : 'off'}]`;
  const started = performance.now();
  const child = await startApi(port, run);
  try {
    const queries = benchmarkQueries(200).map(toQueryString);
    // one request per worker is not enough to warm every worker: ask until each answered (index load)
    for (let i = 0; i < run.workers * 4; i++) await timedSearch(base, '');
    console.log(
      `${label} index ready ${((performance.now() - started) / 1000).toFixed(1)} s after start; API RSS ${rssMb(child.pid as number).rss} MB`,
    );
    // warm-up: the first 30 queries (JIT, connection pool, phrase cache of popular words)
    for (const q of queries.slice(0, 30)) await timedSearch(base, q);

    if (full) {
      const lat: number[] = [];
      for (const q of queries) lat.push(await timedSearch(base, q));
      lat.sort((a, b) => a - b);
      console.log(
        `${label} sequential: ${lat.length} distinct searches, median ${percentile(lat, 50).toFixed(1)} ms, p95 ${percentile(lat, 95).toFixed(1)} ms, max ${lat[lat.length - 1].toFixed(1)} ms`,
      );
      let i = 0;
      console.log(
        `${label} uniform mix, ${CONCURRENCY} connections: ${await load(base, () => queries[i++ % queries.length])}`,
      );
    }
    // steady state: popular searches were asked before (unmeasured warm-up with the same stream)
    const stream = zipfStream(queries);
    await load(base, stream, '/api/jobs/search?', WARM_SECONDS);
    console.log(`${label} realistic (Zipf) mix, ${CONCURRENCY} connections: ${await load(base, stream)}`);
    console.log(
      `${label} empty route (ceiling), ${CONCURRENCY} connections: ${await load(base, () => '', '/api/__bench_empty')}`,
    );
    const mem = rssMb(child.pid as number);
    console.log(`${label} API resident memory: ${mem.rss} MB (peak ${mem.peak} MB)`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

async function main(): Promise<void> {
  const jobs = await prepareData();
  console.log(
    `jobs in ${DATABASE_URL}: ${jobs}; load average ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}`,
  );
  for (const run of parseRuns()) await benchRun(run, process.env.BENCH_FULL !== '0');
  console.log(`load average after: ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
