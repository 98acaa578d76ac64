/**
 * Search benchmark: `npm run bench:search -w @jobportal/api`.
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/jp_bench) is created and migrated if needed and filled up to
 * BENCH_JOBS (default 100,000) jobs; then the real API (src/server.ts) runs as a child process on a free loopback port and
 * receives a fixed mix of ~200 searches sequentially (median, p95), then BENCH_CONCURRENCY (20) concurrent connections for
 * BENCH_SECONDS (10) s (req/s), and the API process's resident memory is read from /proc.
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

async function startApi(port: number): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
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

async function main(): Promise<void> {
  const jobs = await prepareData();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  console.log(`jobs in ${DATABASE_URL}: ${jobs}; starting API on ${base}`);
  const child = await startApi(port);
  try {
    const queries = benchmarkQueries(200).map(toQueryString);
    let t = performance.now();
    await timedSearch(base, ''); // waits for the index load started by the server
    console.log(
      `index ready ${((performance.now() - t) / 1000).toFixed(1)} s after listen; API RSS ${rssMb(child.pid as number).rss} MB`,
    );

    // warm-up: the first 30 queries (JIT, connection pool, phrase cache of popular words)
    for (const q of queries.slice(0, 30)) await timedSearch(base, q);

    const lat: number[] = [];
    for (const q of queries) lat.push(await timedSearch(base, q));
    lat.sort((a, b) => a - b);
    console.log(
      `sequential: ${lat.length} searches, median ${percentile(lat, 50).toFixed(1)} ms, p95 ${percentile(lat, 95).toFixed(1)} ms, max ${lat[lat.length - 1].toFixed(1)} ms`,
    );

    const loadLat: number[] = [];
    const deadline = Date.now() + SECONDS * 1000;
    let next = 0;
    t = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (Date.now() < deadline) loadLat.push(await timedSearch(base, queries[next++ % queries.length]));
      }),
    );
    const secs = (performance.now() - t) / 1000;
    loadLat.sort((a, b) => a - b);
    console.log(
      `concurrent (${CONCURRENCY} connections, ${secs.toFixed(1)} s): ${loadLat.length} searches, ${(loadLat.length / secs).toFixed(0)} req/s, median ${percentile(loadLat, 50).toFixed(1)} ms, p95 ${percentile(loadLat, 95).toFixed(1)} ms`,
    );
    const mem = rssMb(child.pid as number);
    console.log(`API process resident memory: ${mem.rss} MB (peak ${mem.peak} MB)`);
  } finally {
    child.kill('SIGTERM');
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
