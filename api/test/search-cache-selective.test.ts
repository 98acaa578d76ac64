import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { job } from '../src/db/schema';
import type { Db } from '../src/db/types';
import { indexFor, notifyJobsChanged } from '../src/services/search';
import { createJob, transitionJob } from '../src/services/jobs/corporate-jobs';
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
 * A job write drops only the cached pages it can change (issue 20): a page stays cached (x-search-cache: hit, same
 * body) through a publish that cannot be on it nor count in its total or facets, in the writing process and in a
 * second API process fed by the change feed; a publish that matches it shows at once; closing or deleting a job on it
 * removes the job in both processes.
 */
const drivers = (process.env.TEST_DRIVERS ?? 'pglite,pg').split(',') as Driver[];
const LIMIT_MS = 1000;
const REACT = '/api/jobs/search?main_input=react';
/** newest first, no text: a job in another province with another work mode is in neither its total nor its facets */
const FILTERED = '/api/jobs/search?location=1&workType=hybrid';
/** jobs that match neither page: they keep the idf of "react" high enough for its order not to depend on it */
const OTHERS = 40;

describe.each(drivers)('search cache: a job write drops only the pages it can change [%s]', (driver) => {
  let testDb: TestDb;
  let a: Db;
  let appA: FastifyInstance;
  let second: SecondProcess | null = null;
  let appB: FastifyInstance | null = null;
  let ctx: { uid: string; companyId: string; email: string; contactName: string; role: 'owner' };
  const react: string[] = [];

  const python = (title: string, province_id: number, work_type: 'remote' | 'hybrid') =>
    createJob(a, ctx, {
      ...jobInput({ title, skills: ['python'], province_id, work_type }),
      publish: true,
    });

  beforeAll(async () => {
    testDb = await createTestDb(driver);
    a = testDb.handle.db;
    await insertLookups(a);
    const companyId = await insertCompany(a, 'Selective Co', 'sel-hr');
    ctx = { uid: 'sel-hr', companyId, email: 'sel-hr@example.com', contactName: 'HR', role: 'owner' };
    for (let i = 0; i < 3; i++)
      react.push(
        (await createJob(a, ctx, { ...jobInput({ title: `React Developer ${i}` }), publish: true })).id,
      );
    for (let i = 0; i < OTHERS; i++) await python(`Python Analyst ${i}`, 3, 'remote');
    appA = await buildApp({ db: a, cacheTtlMs: 0, logger: false });
    await appA.ready();
    second = await startSecondProcess(testDb);
    appB = second?.app ?? null;
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await appA?.close();
    await indexFor(a).idle();
    await testDb?.dispose();
  });

  const ask = askSearch;
  const apps = () => [appA, ...(appB ? [appB] : [])];

  /** Both pages asked until cached on every app; their bodies. */
  const cacheBoth = async () => {
    const bodies: string[][] = [];
    for (const app of apps()) {
      const pages: string[] = [];
      for (const url of [REACT, FILTERED]) {
        await ask(app, url);
        const again = await ask(app, url);
        expect(again.cache).toBe('hit');
        pages.push(again.body);
      }
      bodies.push(pages);
    }
    return bodies;
  };

  /** Waits until the second process has applied the feed past its current index version. */
  const bApplied = async (before: number) => {
    if (!second) return;
    const m = indexFor(second.db);
    const since = Date.now();
    while (m.version <= before && Date.now() - since < 3000) await new Promise((r) => setTimeout(r, 10));
    expect(m.version).toBeGreaterThan(before);
  };
  const bVersion = () => (second ? indexFor(second.db).version : 0);

  const lag = (app: FastifyInstance, ok: (r: SearchAnswer) => boolean) => lagUntil(app, REACT, ok);

  it('keeps both pages cached through a publish that matches neither (both processes)', async () => {
    const bodies = await cacheBoth();
    const before = bVersion();
    await python('Python Analyst (new)', 3, 'remote');
    await bApplied(before);
    for (const [i, app] of apps().entries()) {
      const r = await ask(app, REACT);
      const f = await ask(app, FILTERED);
      expect([r.cache, f.cache]).toEqual(['hit', 'hit']);
      expect([r.body, f.body]).toEqual(bodies[i]);
    }
  }, 30_000);

  it('drops the filtered page for a job that counts in one of its facets, and keeps the text page', async () => {
    const bodies = await cacheBoth();
    const before = bVersion();
    // another province but the same work mode: counted in the place facet of the filtered page
    await python('Python Analyst (hybrid)', 3, 'hybrid');
    await bApplied(before);
    for (const [i, app] of apps().entries()) {
      const r = await ask(app, REACT);
      expect(r.cache).toBe('hit');
      expect(r.body).toBe(bodies[i][0]);
      const f = await ask(app, FILTERED);
      expect(f.cache).toBe('miss');
      expect(f.body).not.toBe(bodies[i][1]);
    }
  }, 30_000);

  it('shows a matching publish at once, and removes a closed or deleted job from the cached page', async () => {
    await cacheBoth();
    const created = await createJob(a, ctx, {
      ...jobInput({ title: 'React Engineer (new)' }),
      publish: true,
    });
    const fresh = await ask(appA, REACT);
    expect(fresh.cache).toBe('miss');
    expect(fresh.ids).toContain(created.id);
    expect(fresh.total).toBe(react.length + 1);
    if (appB) expect(await lag(appB, (r) => r.ids.includes(created.id))).toBeLessThan(LIMIT_MS);

    await cacheBoth();
    await transitionJob(a, ctx, created.id, 'close');
    expect((await ask(appA, REACT)).ids).not.toContain(created.id);
    if (appB) expect(await lag(appB, (r) => !r.ids.includes(created.id))).toBeLessThan(LIMIT_MS);

    await cacheBoth();
    const gone = react.pop() as string;
    await a.delete(job).where(eq(job.id, gone));
    notifyJobsChanged(a, [gone]);
    const afterDelete = await ask(appA, REACT);
    expect(afterDelete.ids).not.toContain(gone);
    expect(afterDelete.total).toBe(react.length);
    if (appB) expect(await lag(appB, (r) => !r.ids.includes(gone))).toBeLessThan(LIMIT_MS);
  }, 60_000);
});
