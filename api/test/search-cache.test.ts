import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { job } from '../src/db/schema';
import type { Db } from '../src/db/types';
import { indexFor, notifyJobsChanged } from '../src/services/search';
import { createJob, transitionJob } from '../src/services/jobs/corporate-jobs';
import { guestJobCardsByIds } from '../src/services/jobs/cards';
import { createTestDb, type Driver, type TestDb } from './helpers/db';
import { insertCompany, insertLookups, jobInput } from './helpers/fixtures';
import {
  askSearch,
  lagUntil,
  startSecondProcess,
  type SearchAnswer,
  type SecondProcess,
} from './helpers/search-processes';

/**
 * The response cache never serves a stale page (issue 20): a popular search that is being answered from the cache
 * shows a job published after it was cached and drops a job closed or deleted after it was cached, in the process that
 * wrote (at once) and, on PostgreSQL, in another API process on the same database (through the job change feed,
 * within 1 s).
 */
const drivers = (process.env.TEST_DRIVERS ?? 'pglite,pg').split(',') as Driver[];
const LIMIT_MS = 1000;
const REACT = '/api/jobs/search?main_input=react';

describe.each(drivers)('search response cache and job writes [%s]', (driver) => {
  let testDb: TestDb;
  let a: Db;
  let appA: FastifyInstance;
  let second: SecondProcess | null = null;
  let appB: FastifyInstance | null = null;
  let ctx: { uid: string; companyId: string; email: string; contactName: string; role: 'owner' };
  const seeded: string[] = [];

  beforeAll(async () => {
    testDb = await createTestDb(driver);
    a = testDb.handle.db;
    await insertLookups(a);
    const companyId = await insertCompany(a, 'Cache Co', 'cache-hr');
    ctx = { uid: 'cache-hr', companyId, email: 'cache-hr@example.com', contactName: 'HR', role: 'owner' };
    for (let i = 0; i < 3; i++)
      seeded.push(
        (await createJob(a, ctx, { ...jobInput({ title: `React Developer ${i}` }), publish: true })).id,
      );
    appA = await buildApp({ db: a, cacheTtlMs: 0, logger: false });
    await appA.ready();
    // a second API process on the same database (PostgreSQL), fed by the change feed as server.ts does
    second = await startSecondProcess(testDb);
    appB = second?.app ?? null;
  });
  afterAll(async () => {
    await second?.close();
    await appA?.close();
    await indexFor(a).idle();
    await testDb?.dispose();
  });

  const ask = (app: FastifyInstance) => askSearch(app, REACT);
  const apps = () => [appA, ...(appB ? [appB] : [])];

  const lag = (app: FastifyInstance, ok: (r: SearchAnswer) => boolean) => lagUntil(app, REACT, ok);

  /** The popular search is answered from the cache on every app (and the cached body is the computed one). */
  const cachedEverywhere = async (ids: string[]) => {
    for (const app of apps()) {
      const first = await ask(app);
      const second = await ask(app);
      expect(second.cache).toBe('hit');
      expect(second.body).toBe(first.body);
      expect([...second.ids].sort()).toEqual([...ids].sort());
      expect(second.total).toBe(ids.length);
    }
  };

  it("fetches a page's cards by ids with one prepared statement, in the order asked, unknown ids skipped", async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (let i = 0; i < 2; i++) {
      // twice: the statement is prepared on first use and reused
      const cards = await guestJobCardsByIds(a, [seeded[2], unknown, seeded[0]]);
      expect(cards.map((c) => [c.id, c.title, c.company.name_en, c.is_favourite])).toEqual([
        [seeded[2], 'React Developer 2', 'Cache Co', false],
        [seeded[0], 'React Developer 0', 'Cache Co', false],
      ]);
    }
    expect(await guestJobCardsByIds(a, [])).toEqual([]);
  });

  it('shows a job published after the page was cached, and drops it once closed or deleted', async () => {
    await cachedEverywhere(seeded);

    const created = await createJob(a, ctx, {
      ...jobInput({ title: 'React Engineer (new)' }),
      publish: true,
    });
    // the writing process: at once (read-your-writes)
    const fresh = await ask(appA);
    expect(fresh.cache).toBe('miss');
    expect(fresh.ids).toContain(created.id);
    expect(fresh.total).toBe(seeded.length + 1);
    if (appB) expect(await lag(appB, (r) => r.ids.includes(created.id))).toBeLessThan(LIMIT_MS);
    await cachedEverywhere([...seeded, created.id]);

    await transitionJob(a, ctx, created.id, 'close');
    expect((await ask(appA)).ids).not.toContain(created.id);
    if (appB) expect(await lag(appB, (r) => !r.ids.includes(created.id))).toBeLessThan(LIMIT_MS);
    await cachedEverywhere(seeded);

    // a hard delete (no service: the PDPA erasure and company deletion remove rows)
    const gone = seeded.pop() as string;
    await a.delete(job).where(eq(job.id, gone));
    notifyJobsChanged(a, [gone]);
    const afterDelete = await ask(appA);
    expect(afterDelete.ids).not.toContain(gone);
    expect(afterDelete.total).toBe(seeded.length);
    if (appB) expect(await lag(appB, (r) => !r.ids.includes(gone))).toBeLessThan(LIMIT_MS);
    await cachedEverywhere(seeded);
  }, 60_000);
});
