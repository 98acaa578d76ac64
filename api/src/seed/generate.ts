/**
 * Benchmark data generator: `npm run seed:generate -w @jobportal/api -- --jobs 100000 [--seed 42]`.
 * Inserts N synthetic jobs (and a few hundred synthetic companies) into the database selected by DATABASE_URL
 * (PGlite when unset). Secondary indexes of `job` are dropped during the load and rebuilt after it, which is
 * several times faster than maintaining GIN indexes row by row.
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDb, type DbHandle } from '../db/client';
import { company } from '../db/schema';
import { getDefaultTaxonomy } from '../services/search/taxonomy';
import { bulkInsertJobs } from './bulk';
import { buildCompany, syntheticCompanyDefs } from './companyFactory';
import { makeJob } from './jobFactory';
import { insertLookups, lookupsExist } from './lookups';
import { createRng } from './random';

export interface GenerateOptions {
  jobs: number;
  seed?: number;
  batchSize?: number;
  log?: (msg: string) => void;
}

async function jobIndexDefs(handle: DbHandle): Promise<{ name: string; def: string }[]> {
  const res = await handle.db.execute(sql`
    select i.indexname as name, i.indexdef as def from pg_indexes i
    join pg_class c on c.relname = i.indexname
    join pg_index x on x.indexrelid = c.oid
    where i.tablename = 'job' and i.schemaname = current_schema() and not x.indisprimary and not x.indisunique`);
  return (res as unknown as { rows: { name: string; def: string }[] }).rows;
}

export async function generateJobs(handle: DbHandle, opts: GenerateOptions): Promise<void> {
  const log = opts.log ?? ((m: string) => console.log(m));
  const started = Date.now();
  const seed = opts.seed ?? Date.now() % 1_000_000;
  const rng = createRng(seed);
  const taxonomy = getDefaultTaxonomy();
  const now = new Date();
  const batchSize = opts.batchSize ?? 2000;

  if (!(await lookupsExist(handle.db))) await insertLookups(handle.db);

  const companyCount = Math.max(20, Math.min(2000, Math.round(opts.jobs / 250)));
  const built = syntheticCompanyDefs(rng, companyCount).map((d) => buildCompany(rng, d, now));
  for (let i = 0; i < built.length; i += 500)
    await handle.db.insert(company).values(built.slice(i, i + 500).map((b) => b.row));
  const names = new Map(built.map((b) => [b.ref.id, { nameTh: b.ref.nameTh, nameEn: b.ref.nameEn }]));

  const indexes = opts.jobs >= 10_000 ? await jobIndexDefs(handle) : [];
  for (const ix of indexes) await handle.db.execute(sql.raw(`drop index if exists "${ix.name}"`));

  // pipelined: the next batch is generated while PostgreSQL inserts the previous ones (up to `inFlight` at once)
  const inFlight = handle.driver === 'pg' ? 3 : 1;
  const running = new Set<Promise<void>>();
  for (let done = 0; done < opts.jobs;) {
    const n = Math.min(batchSize, opts.jobs - done);
    const jobs = Array.from({ length: n }, () => makeJob(rng, rng.pick(built).ref, now));
    const p: Promise<void> = bulkInsertJobs(handle.db, jobs, taxonomy, names).then(() => {
      running.delete(p);
    });
    running.add(p);
    if (running.size >= inFlight) await Promise.race(running);
    done += n;
    if (done % 20_000 === 0 || done === opts.jobs)
      log(`  ${done} jobs (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  await Promise.all(running);
  if (indexes.length > 0) {
    // one connection per index: GIN builds are single-threaded, so building them side by side uses every core
    await Promise.all(
      indexes.map((ix) =>
        handle.driver === 'pg'
          ? handle.db.execute(sql.raw(`set maintenance_work_mem = '256MB'; ${ix.def}`))
          : handle.db.execute(sql.raw(ix.def)),
      ),
    );
    log(`  rebuilt ${indexes.length} indexes (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  await handle.db.execute(sql.raw('analyze job'));
  await handle.db.execute(sql.raw('analyze company'));
  log(
    `generated ${opts.jobs} jobs and ${companyCount} companies in ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${seed})`,
  );
}

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<void> {
  const jobs = Number(argValue('jobs') ?? 100_000);
  if (!Number.isInteger(jobs) || jobs <= 0) throw new Error('--jobs must be a positive integer');
  const seedArg = argValue('seed');
  const handle = await openDb(loadConfig());
  try {
    await handle.migrate();
    await generateJobs(handle, { jobs, seed: seedArg ? Number(seedArg) : undefined });
  } finally {
    await handle.close();
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
