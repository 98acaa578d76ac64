/**
 * The real API (openDb + buildApp) on DATABASE_URL, listening on 127.0.0.1 on a free port, as its own process, so the
 * restart test can tell a crash (this process exits) from a failed request. Prints `LISTENING <port>` when ready.
 */
import { buildApp } from '../../src/app';
import { openDb } from '../../src/db/client';

async function main(): Promise<void> {
  const handle = await openDb({ databaseUrl: process.env.DATABASE_URL ?? null, pgliteDir: '' });
  const app = await buildApp({ db: handle.db, cacheTtlMs: 0, logger: { level: 'fatal' } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`LISTENING ${port}\n`);
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(() => handle.close())
      .finally(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
