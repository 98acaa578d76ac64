import cluster from 'node:cluster';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { authEmulatorRefusal } from '@jobportal/deployment';
import { buildApp } from './app';
import { loadConfig, type AppConfig } from './config';
import { openDb, type DbHandle } from './db/client';
import { queryRows } from './db/sql';
import { productionRefusal } from './secrets';
import { firebaseAuth } from './auth/firebase';
import { ensureDemoAccounts, ensureDemoStaff, insertLookups, seedDemoData } from './seed';
import { enableEmulatorEmailPrivacy } from './seed/emulatorConfig';
import { startSearchFeed } from './services/search/manager';
import { startPdpaWorker } from './services/pdpa/worker';

/**
 * How many API processes serve the port: API_WORKERS, else one per core in production and one elsewhere. Each
 * process has its own search index fed by the job change feed of PostgreSQL. PGlite is embedded in one process.
 */
function workerCount(config: AppConfig): number {
  const raw = process.env.API_WORKERS;
  const n = raw ? Math.trunc(Number(raw)) : config.runMode === 'production' ? os.availableParallelism() : 1;
  if (!Number.isFinite(n) || n < 1) throw new Error(`API_WORKERS must be a whole number >= 1 (got "${raw}")`);
  if (n > 1 && !config.databaseUrl)
    throw new Error(
      `API_WORKERS=${n} needs PostgreSQL (DATABASE_URL): the embedded PGlite database lives in one process. ` +
        'Unset API_WORKERS or set it to 1, or set DATABASE_URL.',
    );
  return n;
}

/** Once per start: migrate, fill an empty database (lookups; demo rows only with SEED_DEMO), make the demo accounts. */
async function prepare(config: AppConfig): Promise<DbHandle> {
  const handle = await openDb(config);
  await handle.migrate();
  const [{ n }] = await queryRows<{ n: number | string }>(handle.db, sql`select count(*) as n from province`);
  if (Number(n) === 0) {
    if (config.seedDemo) await seedDemoData(handle.db);
    else await handle.db.transaction((tx) => insertLookups(tx));
  }
  if (config.authEmulatorHost) {
    await enableEmulatorEmailPrivacy(config.authEmulatorHost, config.firebaseProjectId);
    await ensureDemoAccounts(firebaseAuth(config));
    await ensureDemoStaff(firebaseAuth(config), config.tenantStaff);
  }
  return handle;
}

/** One API process: the app, its search index (fed by the change feed) and, in one process only, the job queue. */
async function serve(config: AppConfig, runQueue: boolean, opened?: DbHandle): Promise<void> {
  const handle = opened ?? (await openDb(config));
  const auth = firebaseAuth(config);
  const app = await buildApp({ db: handle.db, config, auth });
  // The job queue (erasures, exports, schedules) runs inside the API process: its state is in the database.
  const worker = runQueue ? await startPdpaWorker(handle.db, auth, config, app.log) : null;
  let stopFeed: (() => Promise<void>) | null = null;
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await worker?.stop();
    await stopFeed?.();
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  console.log(`API listening on http://${config.host}:${config.port} (pid ${process.pid})`);
  // Load the in-process search index now rather than on the first search, then follow the job change feed.
  startSearchFeed(handle.db)
    .then((stop) => {
      stopFeed = stop;
    })
    .catch((err: unknown) => app.log.error({ err }, 'search index warm-up failed'));
}

async function main(): Promise<void> {
  const config = loadConfig();
  // Refused before the database or the emulator is touched (prepare migrates, seeds and creates the demo accounts
  // there): production with a missing secret or a development value (every one named at once, src/secrets.ts),
  // the emulator on a network address; buildApp checks the emulator again.
  const refusal =
    productionRefusal(config.runMode, process.env) ??
    authEmulatorRefusal({
      emulator: config.authEmulatorHost,
      runMode: config.runMode,
      host: config.host,
      allowOnNetwork: process.env.ALLOW_AUTH_EMULATOR_ON_NETWORK,
    });
  if (refusal) throw new Error(refusal);
  if (cluster.isWorker) return serve(config, process.env.API_RUN_QUEUE === '1');
  const workers = workerCount(config);
  const handle = await prepare(config);
  if (workers === 1) return serve(config, true, handle);
  await handle.close();
  // Node's cluster: the workers share the port; the first one also runs the job queue. A worker that dies is replaced.
  let stopping = false;
  const fork = (runQueue: boolean) => {
    const w = cluster.fork({ API_RUN_QUEUE: runQueue ? '1' : '0' });
    w.on('exit', (code) => {
      if (stopping) return;
      console.error(`API worker ${w.process.pid} exited (${code}); starting another`);
      setTimeout(() => fork(runQueue), 1000);
    });
  };
  for (let i = 0; i < workers; i++) fork(i === 0);
  console.log(`API primary ${process.pid}: ${workers} workers`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      stopping = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(signal);
      setTimeout(() => process.exit(0), 10_000).unref();
      cluster.on('exit', () => {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      });
    });
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
