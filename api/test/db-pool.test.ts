import { sql } from 'drizzle-orm';
import { openDb, type DbHandle } from '../src/db/client';
import { queryRows } from '../src/db/sql';
import { isDatabaseUnavailable } from '../src/db/unavailable';
import { PG_BASE_URL } from './helpers/db';
import { startPgProxy, type PgProxy } from './helpers/pg-proxy';

/**
 * The node-postgres pool when connections break at the worst moments (through a proxy in front of the local
 * PostgreSQL that cuts or swallows connections): the pool never fills with dead clients and never hangs.
 */
describe('PostgreSQL pool under broken connections [pg]', () => {
  let proxy: PgProxy;
  let handle: DbHandle;
  const saved = { max: process.env.PG_POOL_MAX, timeout: process.env.PG_CONNECT_TIMEOUT_MS };

  beforeAll(async () => {
    const target = new URL(PG_BASE_URL);
    proxy = await startPgProxy({ host: target.hostname, port: Number(target.port || 5432) });
    // One connection: a single leaked client is enough to block every later query.
    process.env.PG_POOL_MAX = '1';
    process.env.PG_CONNECT_TIMEOUT_MS = '800';
    const url = new URL(PG_BASE_URL);
    url.port = String(proxy.port);
    url.pathname = '/postgres';
    handle = await openDb({ databaseUrl: url.toString(), pgliteDir: '' });
  });

  afterAll(async () => {
    process.env.PG_POOL_MAX = saved.max;
    process.env.PG_CONNECT_TIMEOUT_MS = saved.timeout;
    if (saved.max === undefined) delete process.env.PG_POOL_MAX;
    if (saved.timeout === undefined) delete process.env.PG_CONNECT_TIMEOUT_MS;
    await proxy?.close();
    // A leaked client (the bug this suite guards against) would keep pool.end() waiting for ever.
    await Promise.race([handle?.close(), new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
  });

  const one = async () => Number((await queryRows<{ one: number }>(handle.db, sql`select 1 as one`))[0].one);

  it('a transaction whose connection breaks during BEGIN gives its client back (drizzle never releases it)', async () => {
    expect(await one()).toBe(1);
    proxy.cutOn('begin', 3);
    for (let i = 0; i < 3; i++) {
      const error = await handle.db
        .transaction(async (tx) => tx.execute(sql`select 1`))
        .catch((e: unknown) => e);
      expect(isDatabaseUnavailable(error)).toBe(true);
    }
    expect(await one()).toBe(1);
    await handle.db.transaction(async (tx) => tx.execute(sql`select 1`));
  });

  it('a server that accepts and never answers fails the query within the connect timeout (503), not never', async () => {
    // Close the pooled connection so the next query has to connect through the silent proxy.
    proxy.cutOn('select 2', 1);
    await queryRows(handle.db, sql`select 2`).catch(() => undefined);
    proxy.mode = 'blackhole';
    const started = Date.now();
    const error = await one().catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(Date.now() - started).toBeLessThan(3000);
    proxy.mode = 'pass';
    expect(await one()).toBe(1);
  }, 10_000);
});
