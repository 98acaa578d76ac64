import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import type { Db } from '../../src/db/types';
import { createTestDb, type Driver, type TestDb } from './db';
import { insertLookups } from './fixtures';

export interface TestContext {
  driver: Driver;
  app: FastifyInstance;
  db: Db;
  testDb: TestDb;
  /** Everything the app logged (JSON lines), to prove secrets stay out of the logs. */
  logs: string[];
  /** app.inject with a JSON body and optional bearer header. */
  call(
    method: InjectOptions['method'],
    url: string,
    opts?: { auth?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
}

const SETUP_TIMEOUT_MS = 180_000;

export const DRIVERS: Driver[] = (process.env.TEST_DRIVERS ?? 'pglite,pg')
  .split(',')
  .map((d) => d.trim()) as Driver[];

/**
 * Runs the same suite on PGlite and on PostgreSQL 15: a fresh migrated database with the minimal lookups,
 * an app built on it (logs captured at debug level), torn down after the suite.
 */
export function forEachDriver(name: string, fn: (ctx: TestContext) => void): void {
  describe.each(DRIVERS)(`${name} [%s]`, (driver) => {
    const ctx = { driver, logs: [] as string[] } as unknown as TestContext;
    beforeAll(async () => {
      ctx.testDb = await createTestDb(driver);
      ctx.db = ctx.testDb.handle.db;
      await insertLookups(ctx.db);
      const stream = new Writable({
        write(chunk: Buffer, _enc, cb) {
          ctx.logs.push(chunk.toString());
          cb();
        },
      });
      const { LOG_REDACT_PATHS } = await import('../../src/app');
      ctx.app = await buildApp({
        db: ctx.db,
        cacheTtlMs: 0,
        logger: { level: 'debug', stream, redact: { paths: LOG_REDACT_PATHS, censor: '[REDACTED]' } },
      });
      await ctx.app.ready();
      ctx.call = (method, url, opts = {}) =>
        ctx.app.inject({
          method,
          url,
          headers: { ...(opts.auth ? { authorization: opts.auth } : {}), ...(opts.headers ?? {}) },
          ...(opts.body !== undefined ? { payload: opts.body as InjectOptions['payload'] } : {}),
        });
      // A fresh PGlite with every migration took over a minute on a 2-core machine at load average 10.
    }, SETUP_TIMEOUT_MS);
    afterAll(async () => {
      await ctx.app?.close();
      await ctx.testDb?.dispose();
    });
    fn(ctx);
  });
}
