import type { JobSearchFilter, JobSearchResult } from '@jobportal/contracts';
import { eq } from 'drizzle-orm';
import { candidate, favourite, job } from '../src/db/schema';
import type { Db } from '../src/db/types';
import { insertLookups } from '../src/seed/lookups';
import { indexFor, jobSearchColumns, notifyJobsChanged, searchJobs } from '../src/services/search';
import { getDefaultTaxonomy } from '../src/services/search/taxonomy';
import { createTestDb, type Driver, type TestDb } from './helpers/db';
import { insertSearchFixtures } from './search-helpers';

const DRIVERS: Driver[] = (process.env.TEST_DRIVERS ?? 'pglite,pg')
  .split(',')
  .map((d) => d.trim()) as Driver[];

describe.each(DRIVERS)('job search [%s]', (driver) => {
  let testDb: TestDb;
  let db: Db;
  let ids: Map<string, string>;
  const keyOf = new Map<string, string>();

  const search = (filter: JobSearchFilter, viewer?: { uid: string }): Promise<JobSearchResult> =>
    searchJobs(db, filter, viewer ?? null);
  const keys = (r: JobSearchResult): string[] => r.items.map((i) => keyOf.get(i.id) ?? i.id);
  const facet = (r: JobSearchResult, name: keyof JobSearchResult['facets']): Record<string, number> =>
    Object.fromEntries((r.facets[name] ?? []).map((f) => [f.value, f.count]));

  beforeAll(async () => {
    testDb = await createTestDb(driver);
    db = testDb.handle.db;
    await insertLookups(db);
    ids = await insertSearchFixtures(db);
    for (const [k, v] of ids) keyOf.set(v, k);
    await db.insert(candidate).values({ uid: 'search-viewer', email: 'viewer@example.test' });
    await db
      .insert(favourite)
      .values({ candidateUid: 'search-viewer', jobId: ids.get('golang-en') as string });
  });
  afterAll(async () => {
    if (db) await indexFor(db).idle();
    await testDb?.dispose();
  });

  it('lists only published, unexpired jobs, newest first, with a total', async () => {
    const r = await search({});
    expect(r.total).toBe(10);
    expect(keys(r)).toEqual([
      'senior-th',
      'qa-intern',
      'scientist-th',
      'tester-th',
      'golang-en',
      'data-eng-en',
      'react-en',
      'data-eng-th',
      'php-mixed',
      'js-en',
    ]);
    expect(keys(r)).not.toEqual(expect.arrayContaining(['draft']));
    for (const k of ['draft', 'closed', 'expired']) expect(keys(r)).not.toContain(k);
    expect(r.offset).toBe(0);
    expect(r.limit).toBe(20);
  });

  it('Thai only: นักพัฒนา finds the developer jobs, never นักวิทยาศาสตร์ (adjacent pieces)', async () => {
    const r = await search({ main_input: 'นักพัฒนา' });
    expect(keys(r)[0]).toBe('senior-th');
    expect(keys(r)).not.toContain('scientist-th');
    const s = await search({ main_input: 'นักวิทยาศาสตร์' });
    expect(keys(s)).toEqual(['scientist-th']);
  });

  it('English only, case-insensitive', async () => {
    expect(keys(await search({ main_input: 'GOLANG' }))).toEqual(['golang-en']);
    expect(keys(await search({ main_input: 'data engineer' }))).toEqual(
      expect.arrayContaining(['data-eng-en', 'data-eng-th']),
    );
  });

  it('mixed Thai and English', async () => {
    const r = await search({ main_input: 'โปรแกรมเมอร์ PHP' });
    expect(keys(r)).toEqual(['php-mixed']);
    expect(keys(await search({ main_input: 'วิศวกรข้อมูล spark' }))).toEqual(['data-eng-en']);
  });

  it('aliases: js -> JavaScript, k8s -> Kubernetes, จาวาสคริปต์, โปรแกรมเมอร์ -> developer/programmer', async () => {
    // Node.js counts as JavaScript too ("node.js" holds the token "js")
    expect(keys(await search({ main_input: 'js' })).sort()).toEqual(['js-en', 'react-en', 'senior-th']);
    expect(keys(await search({ main_input: 'k8s' }))).toEqual(['golang-en']);
    expect(keys(await search({ main_input: 'จาวาสคริปต์' })).sort()).toEqual([
      'js-en',
      'react-en',
      'senior-th',
    ]);
    const dev = keys(await search({ main_input: 'โปรแกรมเมอร์' }));
    expect(dev).toEqual(expect.arrayContaining(['senior-th', 'react-en', 'js-en', 'php-mixed']));
    expect(dev).not.toContain('scientist-th');
    expect(keys(await search({ main_input: 'ผู้ทดสอบ' })).sort()).toEqual(['qa-intern', 'tester-th']);
  });

  it('misspellings and partial words still find results', async () => {
    expect(keys(await search({ main_input: 'javscript' })).sort()).toEqual([
      'js-en',
      'react-en',
      'senior-th',
    ]);
    expect(keys(await search({ main_input: 'reactt' }))).toEqual(['react-en']);
    expect(keys(await search({ main_input: 'kube' }))).toEqual(['golang-en']);
    expect((await search({ main_input: 'zzzzqqq' })).total).toBe(0);
  });

  it('filters: tag (any of), location, workType, hireType, education', async () => {
    expect(keys(await search({ tag: ['react'] }))).toEqual(['react-en']);
    expect(keys(await search({ tag: ['react', 'vue'] })).sort()).toEqual(['js-en', 'react-en']);
    expect(keys(await search({ location: [1] })).sort()).toEqual([
      'data-eng-en',
      'golang-en',
      'js-en',
      'senior-th',
      'tester-th',
    ]);
    expect(keys(await search({ location: [39, 67] })).sort()).toEqual(['qa-intern', 'scientist-th']);
    expect(keys(await search({ workType: ['remote'] })).sort()).toEqual([
      'data-eng-en',
      'golang-en',
      'js-en',
    ]);
    expect(keys(await search({ hireType: ['internship', 'freelance'] })).sort()).toEqual([
      'qa-intern',
      'tester-th',
    ]);
    expect(keys(await search({ education: [6] }))).toEqual(['scientist-th']);
    expect(keys(await search({ education: [4, 3] })).sort()).toEqual(['php-mixed', 'qa-intern']);
  });

  it('minimum_salary: max, or min without max, must reach it; negotiable jobs are left out', async () => {
    const r = await search({ minimum_salary: 60000 });
    expect(keys(r).sort()).toEqual(['data-eng-en', 'data-eng-th', 'golang-en', 'scientist-th', 'senior-th']);
    expect(keys(r)).not.toContain('react-en');
  });

  it('datePosted: 1 / 3 / 7 / 14 / 30 days', async () => {
    expect(keys(await search({ datePosted: 1 }))).toEqual(['senior-th']);
    expect(keys(await search({ datePosted: 3 })).sort()).toEqual(['qa-intern', 'scientist-th', 'senior-th']);
    expect((await search({ datePosted: 7 })).total).toBe(5);
    expect((await search({ datePosted: 14 })).total).toBe(8);
    expect((await search({ datePosted: 30 })).total).toBe(9);
  });

  it('combines text and filters', async () => {
    expect(keys(await search({ main_input: 'developer', workType: ['remote'] }))).toEqual(['js-en']);
    expect(keys(await search({ main_input: 'python', location: [1] }))).toEqual(['data-eng-en']);
  });

  it('orders by relevance (title match first) or newest', async () => {
    const rel = await search({ main_input: 'javascript' });
    expect(keys(rel)[0]).toBe('js-en'); // JavaScript in the title
    const newest = await search({ main_input: 'javascript', orderBy: 'newest' });
    expect(keys(newest)).toEqual(['senior-th', 'react-en', 'js-en']);
  });

  it('pages with offset/limit and caps limit at 50', async () => {
    const all = keys(await search({}));
    const page = await search({ offset: 2, limit: 3 });
    expect(keys(page)).toEqual(all.slice(2, 5));
    expect(page.total).toBe(10);
    expect((await search({ limit: 500 })).limit).toBe(50);
    expect((await search({ offset: 100 })).items).toEqual([]);
  });

  it('facets are disjunctive: each ignores its own filter', async () => {
    const r = await search({ location: [1], workType: ['remote'] });
    expect(keys(r).sort()).toEqual(['data-eng-en', 'golang-en', 'js-en']);
    // location facet: remote jobs per province (location filter ignored)
    expect(facet(r, 'location')).toEqual({ '1': 3 });
    // workType facet: Bangkok jobs per work type (workType filter ignored)
    expect(facet(r, 'workType')).toEqual({ remote: 3, hybrid: 1, onsite: 1 });
    expect(facet(r, 'hireType')).toEqual({ full_time: 2, part_time: 1 });
    expect(facet(r, 'education')).toEqual({ '5': 3 });
    expect(facet(r, 'tag')).toMatchObject({ go: 1, python: 1, javascript: 1, spark: 1 });
    const t = await search({ tag: ['react'] });
    expect(facet(t, 'tag')).toMatchObject({ react: 1, javascript: 2, python: 2 });
  });

  it('fills is_favourite for the signed-in candidate', async () => {
    const r = await search({ main_input: 'golang' }, { uid: 'search-viewer' });
    expect(r.items.map((i) => [keyOf.get(i.id), i.is_favourite])).toEqual([['golang-en', true]]);
    expect((await search({ main_input: 'golang' })).items[0].is_favourite).toBe(false);
  });

  it('sees job writes: a new published job after notifyJobsChanged, a closed one disappears', async () => {
    const [c] = await db.select({ companyId: job.companyId }).from(job).limit(1);
    const values = {
      companyId: c.companyId,
      title: 'Rust Systems Programmer',
      descriptionHtml: '<p>Embedded firmware</p>',
      skills: ['rust'],
      provinceId: 12,
      workType: 'onsite' as const,
      hireType: 'full_time' as const,
      status: 'published' as const,
      postedAt: new Date(),
    };
    const [row] = await db
      .insert(job)
      .values({ ...values, ...jobSearchColumns(values, getDefaultTaxonomy()) })
      .returning({ id: job.id });
    notifyJobsChanged(db, [row.id]);
    expect((await search({ main_input: 'rust' })).items.map((i) => i.id)).toEqual([row.id]);
    await db.update(job).set({ status: 'closed', updatedAt: new Date() }).where(eq(job.id, row.id));
    notifyJobsChanged(db, [row.id]);
    expect((await search({ main_input: 'rust' })).total).toBe(0);
  });

  (driver === 'pg' ? it : it.skip)(
    'sees writes made by another process within seconds (no notify)',
    async () => {
      const { Client } = await import('pg');
      const other = new Client({ connectionString: testDb.url as string });
      await other.connect();
      try {
        await other.query(
          `update job set title = 'Elixir Phoenix Developer', search_text = 'elixir phoenix developer', updated_at = now() where id = $1`,
          [ids.get('tester-th')],
        );
      } finally {
        await other.end();
      }
      let found = 0;
      for (let i = 0; i < 40 && found === 0; i++) {
        await new Promise((r) => setTimeout(r, 250));
        found = (await search({ main_input: 'elixir' })).total;
      }
      expect(found).toBe(1);
    },
  );
});
