import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { openDb, type DbHandle } from '../src/db/client';
import { job } from '../src/db/schema';
import type { Db } from '../src/db/types';
import { indexFor, jobSearchColumns, notifyJobsChanged } from '../src/services/search';
import { startSearchFeed } from '../src/services/search/manager';
import { getDefaultTaxonomy } from '../src/services/search/taxonomy';
import { createTestDb, type TestDb } from './helpers/db';
import { insertCompany, insertLookups } from './helpers/fixtures';

/**
 * Two API instances on one PostgreSQL database (issue 20, "many API processes"): A writes through a connection that
 * stays open (its pool), B searches. Every publish, close and hard delete made through A must be searchable through
 * B within 1 s. Prints p50/p95 of the lag.
 */
const TRIALS = Number(process.env.FEED_TRIALS ?? 20);
const LIMIT_MS = 1000;

const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

((process.env.TEST_DRIVERS ?? 'pglite,pg').includes('pg') ? describe : describe.skip)(
  'search change feed between two API processes [pg]',
  () => {
    let testDb: TestDb;
    let a: Db;
    let bHandle: DbHandle;
    let b: FastifyInstance;
    let companyId: string;
    let stopFeed: () => Promise<void>;

    beforeAll(async () => {
      testDb = await createTestDb('pg');
      a = testDb.handle.db;
      await insertLookups(a);
      companyId = await insertCompany(a, 'Feed Co');
      bHandle = await openDb({ databaseUrl: testDb.url, pgliteDir: '' });
      b = await buildApp({ db: bHandle.db, cacheTtlMs: 0, logger: false });
      await b.ready();
      stopFeed = await startSearchFeed(bHandle.db); // as server.ts does
      await indexFor(a).current();
    });
    afterAll(async () => {
      await stopFeed?.();
      await b?.close();
      await bHandle?.close();
      await indexFor(a).idle();
      await testDb?.dispose();
    });

    const idsOnB = async (word: string): Promise<string[]> => {
      const res = await b.inject({ method: 'GET', url: `/api/jobs/search?main_input=${word}` });
      expect([res.statusCode, res.body.slice(0, 200)]).toEqual([200, expect.any(String)]);
      return (res.json() as { data: { items: { id: string }[] } }).data.items.map((i) => i.id);
    };
    /** ms until `ok` holds on B (polled every 10 ms), or Infinity after 3 s. */
    const lagUntil = async (word: string, ok: (ids: string[]) => boolean, since: number): Promise<number> => {
      while (Date.now() - since < 3000) {
        if (ok(await idsOnB(word))) return Date.now() - since;
        await new Promise((r) => setTimeout(r, 10));
      }
      return Infinity;
    };
    const publish = async (word: string): Promise<string> => {
      const values = {
        companyId,
        title: `${word} Platform Engineer`,
        descriptionHtml: `<p>${word} services</p>`,
        skills: ['go'],
        provinceId: 1,
        workType: 'remote' as const,
        hireType: 'full_time' as const,
        status: 'published' as const,
        postedAt: new Date(),
      };
      const [row] = await a
        .insert(job)
        .values({ ...values, ...jobSearchColumns(values, getDefaultTaxonomy()) })
        .returning({ id: job.id });
      notifyJobsChanged(a, [row.id]);
      return row.id;
    };

    it('shows publishes, closings and hard deletes made through A on B within 1 s', async () => {
      const lags = { publish: [] as number[], close: [] as number[], delete: [] as number[] };
      const letters = 'abcdefghijklmnopqrstuvwxyz';
      for (let i = 0; i < TRIALS; i++) {
        // distinct words far from each other: "feedqaa", "feedqbb", ... (no typo correction between them)
        const word = `zq${letters[i % 26]}${letters[(i * 7) % 26]}${letters[(i * 11) % 26]}x`;
        let t = Date.now();
        const id = await publish(word);
        lags.publish.push(await lagUntil(word, (ids) => ids.includes(id), t));
        // A sees its own write at once
        expect((await a.select({ id: job.id }).from(job).where(eq(job.id, id))).length).toBe(1);

        t = Date.now();
        if (i % 2 === 0) {
          await a.update(job).set({ status: 'closed', updatedAt: new Date() }).where(eq(job.id, id));
          notifyJobsChanged(a, [id]);
          lags.close.push(await lagUntil(word, (ids) => !ids.includes(id), t));
        } else {
          await a.delete(job).where(eq(job.id, id));
          notifyJobsChanged(a, [id]);
          lags.delete.push(await lagUntil(word, (ids) => !ids.includes(id), t));
        }
        await new Promise((r) => setTimeout(r, 100 + ((i * 37) % 200)));
      }
      for (const [kind, xs] of Object.entries(lags))
        console.log(
          `change feed lag A -> B, ${kind}: p50 ${pct(xs, 50)} ms, p95 ${pct(xs, 95)} ms, max ${Math.max(...xs)} ms (${xs.length} trials)`,
        );
      for (const xs of Object.values(lags)) expect(Math.max(...xs)).toBeLessThan(LIMIT_MS);
    }, 120_000);
  },
);
