/**
 * Job alerts benchmark: `npm run bench:alerts` (root).
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/jp_bench_alerts) is created and migrated if needed, filled
 * up to BENCH_JOBS (20,000) generated jobs and BENCH_SAVED (100,000) saved searches of 5,000 candidates (texts and
 * filters of the search benchmark's mix, two in three with a province), then the BENCH_NEW (1,000) newest jobs are
 * matched as if just published (`matchPublishedJobs`: the search engine, the pairs written, instant digests
 * delivered and their e-mails queued), then the daily and weekly digests of the same pairs are written as their
 * 08:00 runs would. Prints the times, the pairs found, the digests, the process's peak memory and a PASS/OVER line
 * against the budget (60 s for the whole: matching + every digest + their e-mail jobs queued).
 * A run still going at BENCH_CAP_S (300 s) is stopped with what it did so far.
 */
import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { Client } from 'pg';
import { openDb } from '../src/db/client';
import { queryRows } from '../src/db/sql';
import { generateJobs } from '../src/seed/generate';
import { deliverDigests } from '../src/services/alerts/digest';
import { matchPublishedJobs } from '../src/services/alerts/matching';
import type { JobSearchFilter } from '@jobportal/contracts';
import { matchJobsToFilters, warmSearchIndex } from '../src/services/search';
import { benchmarkQueries } from './queries';

const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/jp_bench_alerts';
const JOBS = Number(process.env.BENCH_JOBS ?? 20_000);
const SAVED = Number(process.env.BENCH_SAVED ?? 100_000);
const NEW = Number(process.env.BENCH_NEW ?? 1_000);
const CANDIDATES = 5_000;
const BUDGET_S = 60;
const CAP_S = Number(process.env.BENCH_CAP_S ?? 300);

async function ensureDatabase(url: string): Promise<void> {
  const u = new URL(url);
  const name = u.pathname.replace(/^\//, '');
  if (!/^[a-z0-9_]+$/i.test(name)) throw new Error(`unexpected database name ${name}`);
  u.pathname = '/postgres';
  const c = new Client({ connectionString: u.toString() });
  await c.connect();
  try {
    const r = await c.query('select 1 from pg_database where datname = $1', [name]);
    if (r.rowCount === 0) await c.query(`create database ${name}`);
  } finally {
    await c.end();
  }
}

const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;

/**
 * CPU seconds used by the database's server processes (PostgreSQL on this machine: /proc/<pid>/stat), sampled while
 * the run goes: with other work on the same cores the wall time says little, the CPU time of this process and of
 * its PostgreSQL backends is what a quiet machine would need.
 */
class BackendCpu {
  private readonly first = new Map<number, number>();
  private readonly last = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;
  constructor(private readonly client: Client) {}

  private async sample(): Promise<void> {
    const r = await this.client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    for (const { pid } of r.rows) {
      try {
        const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
        const ticks = Number(f[11]) + Number(f[12]);
        if (!this.first.has(pid)) this.first.set(pid, this.timer ? 0 : ticks);
        this.last.set(pid, ticks);
      } catch {
        // not on this machine, or gone
      }
    }
  }
  async start(): Promise<void> {
    await this.sample();
    this.timer = setInterval(() => void this.sample().catch(() => undefined), 250);
  }
  async stop(): Promise<number | null> {
    if (this.timer) clearInterval(this.timer);
    await this.sample();
    if (this.last.size === 0) return null;
    let ticks = 0;
    for (const [pid, t] of this.last) ticks += t - (this.first.get(pid) ?? 0);
    return ticks / 100;
  }
}

async function main(): Promise<void> {
  await ensureDatabase(DATABASE_URL);
  const handle = await openDb({ databaseUrl: DATABASE_URL, pgliteDir: '' });
  const { db } = handle;
  try {
    await handle.migrate();
    const count = async (table: string) =>
      Number((await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`)))[0].n);
    const have = await count('job');
    if (have < JOBS) {
      console.log(`generating ${JOBS - have} jobs`);
      await generateJobs(handle, { jobs: JOBS - have, seed: 42, log: () => undefined });
    }
    if ((await count('saved_search')) !== SAVED || process.env.BENCH_REWRITE === '1') {
      console.log(`writing ${SAVED} saved searches`);
      await db.execute(sql`delete from saved_search where candidate_uid like 'bench-c-%'`);
      await db.execute(sql`
        insert into candidate (uid, email) select 'bench-c-' || i, 'bench-c-' || i || '@example.com'
        from generate_series(0, ${CANDIDATES - 1}) i on conflict do nothing`);
      // a saved search names what it looks for: the mix's texts (its filter-only browses left out)
      const bases = benchmarkQueries(200)
        .filter((f) => f.main_input)
        .map(({ offset: _o, limit: _l, orderBy: _b, ...f }) => f);
      await db.execute(sql`
        insert into saved_search (candidate_uid, name, filter, frequency)
        select 'bench-c-' || (i % ${CANDIDATES}), 'bench ' || i,
          (${JSON.stringify(bases)}::jsonb -> (i % ${bases.length}))
            || case when i % 3 <> 0 then jsonb_build_object('location', jsonb_build_array(1 + (i * 13) % 77))
                    else '{}'::jsonb end,
          (array['instant', 'daily', 'weekly'])[1 + i % 3]
        from generate_series(0, ${SAVED - 1}) i`);
    }
    await db.execute(sql`truncate saved_search_job, notification`);
    await db.execute(sql`delete from job_queue where name = 'alerts.email'`);
    const ids = (
      await queryRows<{ id: string }>(
        db,
        sql`select id from job where status = 'published' order by posted_at desc, id limit ${NEW}`,
      )
    ).map((r) => r.id);

    const loadStart = Date.now();
    await warmSearchIndex(db);
    const loadMs = Date.now() - loadStart;
    global.gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    }, 20);
    const watcher = new Client({ connectionString: DATABASE_URL });
    await watcher.connect();
    const backendCpu = new BackendCpu(watcher);
    await backendCpu.start();
    const cpuBefore = process.cpuUsage();
    const started = Date.now();
    let pairs = 0;
    let matchMs = 0;
    const cap = setTimeout(() => {
      void count('notification').then((n) => {
        console.log(`OVER budget ${BUDGET_S} s: stopped at ${CAP_S} s, ${n} digests written by then`);
        process.exit(0);
      });
    }, CAP_S * 1000);
    let daily = 0;
    let weekly = 0;
    let digestMs = 0;
    if (process.env.BENCH_MATCH_ONLY === '1') {
      // the engine alone: every saved search against the new jobs, 5,000 at a time, nothing written
      for (let offset = 0; offset < SAVED; offset += 5000) {
        const batch = await queryRows<{ filter: JobSearchFilter }>(
          db,
          sql`select filter from saved_search order by id offset ${offset} limit 5000`,
        );
        for (const found of await matchJobsToFilters(
          db,
          ids,
          batch.map((b) => b.filter),
        ))
          pairs += found.length;
      }
      matchMs = Date.now() - started;
    } else {
      pairs = await matchPublishedJobs(db, ids);
      matchMs = Date.now() - started;
      const digestStart = Date.now();
      daily = await deliverDigests(db, 'daily');
      weekly = await deliverDigests(db, 'weekly');
      digestMs = Date.now() - digestStart;
    }
    const ms = Date.now() - started;
    const nodeCpu = process.cpuUsage(cpuBefore);
    const nodeCpuS = (nodeCpu.user + nodeCpu.system) / 1e6;
    const dbCpuS = await backendCpu.stop();
    await watcher.end();
    clearTimeout(cap);
    clearInterval(sampler);
    const digests = await count('notification');
    const [{ n: emailJobs }] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from job_queue where name = 'alerts.email'`,
    );
    console.log(
      JSON.stringify(
        {
          jobs_in_index: await count('job'),
          saved_searches: SAVED,
          new_jobs: ids.length,
          new_pairs: pairs,
          instant_digests: digests - daily - weekly,
          daily_digests: daily,
          weekly_digests: weekly,
          email_jobs_queued: Number(emailJobs),
          match_and_instant_seconds: matchMs / 1000,
          daily_weekly_seconds: digestMs / 1000,
          seconds: ms / 1000,
          cpu_seconds_node: nodeCpuS,
          cpu_seconds_postgres: dbCpuS,
          load_average_1m: loadavg()[0],
          index_load_seconds: loadMs / 1000,
          rss_before: mb(before.rss),
          rss_peak: mb(peakRss),
          heap_before: mb(before.heapUsed),
          heap_peak: mb(peakHeap),
        },
        null,
        2,
      ),
    );
    const cpuS = nodeCpuS + (dbCpuS ?? 0);
    console.log(
      `${ms / 1000 < BUDGET_S ? 'PASS' : 'OVER'} budget ${BUDGET_S} s: ${(ms / 1000).toFixed(1)} s wall ` +
        `(matching + instant digests ${(matchMs / 1000).toFixed(1)} s, daily + weekly digests ${(digestMs / 1000).toFixed(1)} s); ` +
        `CPU ${cpuS.toFixed(1)} s (node ${nodeCpuS.toFixed(1)} + PostgreSQL ${dbCpuS === null ? '?' : dbCpuS.toFixed(1)}), ` +
        `load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
