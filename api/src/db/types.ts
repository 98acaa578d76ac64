import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The database handle every service receives; the same for PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction or the database itself. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;
