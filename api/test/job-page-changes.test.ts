import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { job } from '../src/db/schema';
import { createTestDb, type Driver, type TestDb } from './helpers/db';
import { insertCompany, insertLookups, insertPublishedJob } from './helpers/fixtures';

/**
 * GET /api/jobs/changes: what the gateway follows to drop the data of server-written job pages. Public pages only:
 * a draft's id is never named.
 */
const drivers = (process.env.TEST_DRIVERS ?? 'pglite,pg').split(',') as Driver[];

describe.each(drivers)('job page changes (%s)', (driver) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  let companyId: string;

  beforeAll(async () => {
    testDb = await createTestDb(driver);
    await insertLookups(testDb.handle.db);
    companyId = await insertCompany(testDb.handle.db, 'Changes Co');
    app = await buildApp({ db: testDb.handle.db, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  const changes = async (after: number) => {
    const res = await app.inject(`/api/jobs/changes?after=${after}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return (res.json() as { data: { seq: number; jobs: string[]; changes: { seq: number; job: string }[] } })
      .data;
  };

  it('names published, closed and deleted jobs after a seq, never drafts; a fresh reader gets only the newest seq', async () => {
    const db = testDb.handle.db;
    const start = await changes(-1);
    expect(start.jobs).toEqual([]);

    const published = await insertPublishedJob(db, companyId);
    const draft = await insertPublishedJob(db, companyId, { status: 'draft', postedAt: null });
    const closed = await insertPublishedJob(db, companyId, { title: 'To close' });
    await db.update(job).set({ status: 'closed' }).where(eq(job.id, closed));
    const deleted = await insertPublishedJob(db, companyId, { title: 'To delete' });
    await db.delete(job).where(eq(job.id, deleted));

    const after = await changes(start.seq);
    expect(after.jobs).toEqual(expect.arrayContaining([published, closed, deleted]));
    expect(after.jobs).not.toContain(draft);
    expect(new Set(after.jobs).size).toBe(after.jobs.length);
    expect(after.seq).toBeGreaterThan(start.seq);
    // Each change once with its seq, in order, ending at the answer's seq.
    const seqs = after.changes.map((c) => c.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(seqs.every((s) => s > start.seq)).toBe(true);
    expect(seqs[seqs.length - 1]).toBe(after.seq);
    expect(new Set(after.changes.map((c) => c.job))).toEqual(new Set(after.jobs));
    expect((await changes(-1)).seq).toBe(after.seq);
    expect(await changes(after.seq)).toEqual({ seq: after.seq, jobs: [], changes: [] });
  });

  it("a visitor's view of a job is not a change of it (its page and the lists keep theirs); an edit is", async () => {
    const db = testDb.handle.db;
    const viewed = await insertPublishedJob(db, companyId, { title: 'Often viewed' });
    const start = await changes(-1);
    for (let i = 0; i < 3; i++) expect((await app.inject(`/api/jobs/${viewed}`)).statusCode).toBe(200);
    const [counted] = await db.select({ views: job.views }).from(job).where(eq(job.id, viewed));
    expect(counted?.views).toBe(3);
    expect(await changes(start.seq)).toEqual({ seq: start.seq, jobs: [], changes: [] });

    await db.update(job).set({ title: 'Often viewed, renamed' }).where(eq(job.id, viewed));
    expect((await changes(start.seq)).jobs).toEqual([viewed]);
  });

  it('refuses a seq that is not a number (400 in the API error shape)', async () => {
    const res = await app.inject('/api/jobs/changes?after=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('error.code');
  });
});
