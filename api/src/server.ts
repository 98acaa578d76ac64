import { sql } from 'drizzle-orm';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDb } from './db/client';
import { queryRows } from './db/sql';
import { firebaseAuth } from './auth/firebase';
import { ensureDemoAccounts, seedDemoData } from './seed';
import { enableEmulatorEmailPrivacy } from './seed/emulatorConfig';
import { warmSearchIndex } from './services/search';
import { startPdpaWorker } from './services/pdpa/worker';

/** Start-up: open + migrate the database, seed an empty one, make the demo accounts, listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDb(config);
  await handle.migrate();
  const [{ n }] = await queryRows<{ n: number | string }>(handle.db, sql`select count(*) as n from province`);
  if (Number(n) === 0) await seedDemoData(handle.db);

  const auth = firebaseAuth(config);
  if (config.authEmulatorHost) {
    await enableEmulatorEmailPrivacy(config.authEmulatorHost, config.firebaseProjectId);
    await ensureDemoAccounts(auth);
  }

  const app = await buildApp({ db: handle.db, config, auth });
  // The job queue (erasures, exports, schedules) runs inside the API process: its state is in the database.
  const worker = await startPdpaWorker(handle.db, auth, config, app.log);
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await worker.stop();
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  console.log(`API listening on http://${config.host}:${config.port}`);
  // Load the in-process search index now rather than on the first search.
  warmSearchIndex(handle.db).catch((err: unknown) => app.log.error({ err }, 'search index warm-up failed'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
