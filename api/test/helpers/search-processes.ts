import type { OutgoingHttpHeader } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { openDb } from '../../src/db/client';
import type { Db } from '../../src/db/types';
import { SEARCH_CACHE_HEADER } from '../../src/routes/public/jobs';
import { startSearchFeed } from '../../src/services/search/manager';
import type { TestDb } from './db';

/** A second API process on the test database, fed by the job change feed as server.ts does. */
export interface SecondProcess {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

/** On PostgreSQL a second API process (its own connection pool); null on in-memory PGlite (one process only). */
export async function startSecondProcess(testDb: TestDb): Promise<SecondProcess | null> {
  if (!testDb.url) return null;
  const handle = await openDb({ databaseUrl: testDb.url, pgliteDir: '' });
  const app = await buildApp({ db: handle.db, cacheTtlMs: 0, logger: false });
  await app.ready();
  const stopFeed = await startSearchFeed(handle.db);
  return {
    app,
    db: handle.db,
    close: async () => {
      await stopFeed();
      await app.close();
      await handle.close();
    },
  };
}

export interface SearchAnswer {
  /** the x-search-cache header: hit or miss */
  cache: OutgoingHttpHeader | undefined;
  body: string;
  total: number;
  ids: string[];
}

/** GET a search URL; it must answer 200. */
export async function askSearch(app: FastifyInstance, url: string): Promise<SearchAnswer> {
  const res = await app.inject({ method: 'GET', url });
  expect([res.statusCode, res.body.slice(0, 200)]).toEqual([200, expect.any(String)]);
  const body = res.json() as { data: { total: number; items: { id: string }[] } };
  return {
    cache: res.headers[SEARCH_CACHE_HEADER],
    body: res.body,
    total: body.data.total,
    ids: body.data.items.map((i) => i.id),
  };
}

/** ms until `ok` holds for the search on the app (polled every 10 ms), or Infinity after 3 s. */
export async function lagUntil(
  app: FastifyInstance,
  url: string,
  ok: (r: SearchAnswer) => boolean,
): Promise<number> {
  const since = Date.now();
  while (Date.now() - since < 3000) {
    if (ok(await askSearch(app, url))) return Date.now() - since;
    await new Promise((r) => setTimeout(r, 10));
  }
  return Infinity;
}
