import fs from 'node:fs';
import path from 'node:path';
import * as schema from './schema';
import type { Db } from './types';
import { REPO_ROOT, type AppConfig } from '../config';

/** The committed SQL migrations, found the same way from the sources and from the built server (api/dist). */
export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'api', 'drizzle');

export interface DbHandle {
  db: Db;
  driver: 'pglite' | 'pg';
  /** Applies the committed SQL migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Opens the database chosen by the configuration: node-postgres with DATABASE_URL, otherwise PGlite. */
export async function openDb(config: Pick<AppConfig, 'databaseUrl' | 'pgliteDir'>): Promise<DbHandle> {
  return config.databaseUrl ? openPg(config.databaseUrl) : openPglite(config.pgliteDir);
}

async function openPg(url: string): Promise<DbHandle> {
  const { ResilientPool } = await import('./pg-pool');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new ResilientPool({
    connectionString: url,
    max: Number(process.env.PG_POOL_MAX ?? 10),
    connectionTimeoutMillis: Number(process.env.PG_CONNECT_TIMEOUT_MS ?? 3000),
  });
  // An idle or closing connection the server ends (restart, failover, a dropped database) is discarded by the
  // pool; without a listener node-postgres re-throws it as an unhandled 'error' event and the process dies.
  pool.on('error', (error) => console.warn(`[db] connection closed by the server: ${error.message}`));
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pg',
    migrate: () => migrate(drizzle(pool, { schema }), { migrationsFolder: MIGRATIONS_DIR }),
    close: () => pool.end(),
  };
}

async function openPglite(dir: string): Promise<DbHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = dir.startsWith('memory://');
  if (!inMemory) fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create({ ...(inMemory ? {} : { dataDir: dir }), extensions: { pg_trgm } });
  const pdb = drizzle(client, { schema });
  return {
    db: pdb as unknown as Db,
    driver: 'pglite',
    migrate: () => migrate(pdb, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}
