import { Client } from 'pg';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/sql';
import { createTestDb, PG_BASE_URL, type TestDb } from './helpers/db';

/** PostgreSQL ending the API's connections (restart, failover, a dropped database) must not crash the API. */
describe('database connections ended by the server [pg]', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb('pg');
  });
  afterAll(async () => {
    await testDb?.dispose();
  });

  it('the pool drops the ended connection and the next query opens a new one', async () => {
    const db = testDb.handle.db;
    const backend = () => queryRows<{ pid: number }>(db, sql`select pg_backend_pid() as pid`);
    const pid = Number((await backend())[0].pid);
    const admin = new Client({ connectionString: `${PG_BASE_URL}/postgres` });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [pid]);
    } finally {
      await admin.end();
    }
    // The idle client's error arrives asynchronously; an unhandled 'error' event would fail this suite.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(Number((await backend())[0].pid)).not.toBe(pid);
  });
});
