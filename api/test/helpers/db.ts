import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDb, type DbHandle } from '../../src/db/client';

export type Driver = 'pglite' | 'pg';

/** Base URL of the local PostgreSQL 15 (trust auth). */
export const PG_BASE_URL =
  process.env.TEST_PG_URL ?? `postgres://${process.env.PGUSER ?? 'postgres'}@127.0.0.1:5432`;

async function admin<T>(fn: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: `${PG_BASE_URL}/${process.env.TEST_PG_ADMIN_DB ?? 'postgres'}` });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

export interface TestDb {
  handle: DbHandle;
  driver: Driver;
  /** Closes the connection and, for PostgreSQL, drops the database. */
  dispose(): Promise<void>;
  /** For PostgreSQL: the database URL (for dumps). */
  url: string | null;
}

/** A fresh migrated database: PGlite in memory, or a new PostgreSQL database jp_test_<random>. */
export async function createTestDb(driver: Driver): Promise<TestDb> {
  if (driver === 'pglite') {
    const handle = await openDb({ databaseUrl: null, pgliteDir: 'memory://' });
    await handle.migrate();
    return { handle, driver, url: null, dispose: () => handle.close() };
  }
  const name = `jp_test_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = `${PG_BASE_URL}/${name}`;
  const handle = await openDb({ databaseUrl: url, pgliteDir: '' });
  await handle.migrate();
  return {
    handle,
    driver,
    url,
    dispose: async () => {
      await handle.close();
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
