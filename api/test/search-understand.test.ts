import type { JobSearchFilter, JobSearchResult } from '@jobportal/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { company, job } from '../src/db/schema';
import type { Db } from '../src/db/types';
import { insertLookups } from '../src/seed/lookups';
import { indexFor, jobSearchColumns, matchJobsToFilters } from '../src/services/search';
import { getDefaultTaxonomy } from '../src/services/search/taxonomy';
import { createTestDb, type Driver, type TestDb } from './helpers/db';
import { insertSearchFixtures } from './search-helpers';

const DRIVERS: Driver[] = (process.env.TEST_DRIVERS ?? 'pglite,pg')
  .split(',')
  .map((d) => d.trim()) as Driver[];

/** GET /api/jobs/search with text the user types: understood parts, did you mean, relaxation. */
describe.each(DRIVERS)('job search understands the search box [%s]', (driver) => {
  let testDb: TestDb;
  let db: Db;
  let app: FastifyInstance;
  const keyOf = new Map<string, string>();

  const search = async (filter: JobSearchFilter): Promise<JobSearchResult> => {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(filter))
      for (const x of Array.isArray(v) ? v : [v]) qs.append(k, String(x));
    const res = await app.inject({ method: 'GET', url: `/api/jobs/search?${qs.toString()}` });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: JobSearchResult }).data;
  };
  const keys = (r: JobSearchResult): string[] => r.items.map((i) => keyOf.get(i.id) ?? i.id).sort();
  const understood = (r: JobSearchResult) => r.understood?.parts.map((p) => [p.kind, p.value, p.text]);

  beforeAll(async () => {
    testDb = await createTestDb(driver);
    db = testDb.handle.db;
    await insertLookups(db);
    const ids = await insertSearchFixtures(db);
    for (const [k, v] of ids) keyOf.set(v, k);
    // a description with a misspelling: "pyhton" is in the vocabulary (once), in Chiang Mai
    const [c] = await db
      .insert(company)
      .values({ nameTh: 'บริษัท สอน จำกัด', nameEn: 'Teach Co.', provinceId: 39 })
      .returning({ id: company.id });
    const values = {
      companyId: c.id,
      title: 'Trainer',
      descriptionHtml: '<p>Teach pyhton to beginners</p>',
      skills: ['excel'],
      provinceId: 39,
      workType: 'onsite' as const,
      hireType: 'part_time' as const,
      status: 'published' as const,
      postedAt: new Date(Date.now() - 86_400_000 * 30),
    };
    const [row] = await db
      .insert(job)
      .values({ ...values, ...jobSearchColumns(values, getDefaultTaxonomy()) })
      .returning({ id: job.id });
    keyOf.set(row.id, 'trainer');
    app = await buildApp({ db, cacheTtlMs: 0, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    if (db) await indexFor(db).idle();
    await testDb?.dispose();
  });

  it('a place typed in the box is a location filter: "Data Engineer กรุงเทพ" finds the Bangkok data engineer', async () => {
    const r = await search({ main_input: 'Data Engineer กรุงเทพ' });
    expect(keys(r)).toEqual(['data-eng-en']);
    expect(understood(r)).toEqual([['location', '1', 'กรุงเทพ']]);
    expect(r.understood?.text).toBe('Data Engineer');
    expect(r.understood?.parts[0].without).toBe('Data Engineer');
    expect(r.relaxed).toEqual([]);
    expect(keys(await search({ main_input: 'งาน javascript กทม' }))).toEqual(['js-en', 'senior-th']);
    expect(keys(await search({ main_input: 'python เชียงใหม่' }))).toEqual(['scientist-th']);
    expect(keys(await search({ main_input: 'โปรแกรมเมอร์ ขอนแก่น' }))).toEqual(['php-mixed']);
    // the same as the filter panel's location=1
    expect(keys(await search({ main_input: 'bkk' }))).toEqual(keys(await search({ location: [1] })));
  });

  it('work modes: remote / WFH / ทำงานที่บ้าน / ไม่ต้องเข้าออฟฟิศ', async () => {
    const remote = ['data-eng-en', 'golang-en', 'js-en'];
    const r = await search({ main_input: 'remote ไม่ต้องเข้าออฟฟิศ' });
    expect(keys(r)).toEqual(remote);
    expect(understood(r)).toEqual([['workType', 'remote', 'remote ไม่ต้องเข้าออฟฟิศ']]);
    expect(r.understood?.text).toBe('');
    expect(keys(await search({ main_input: 'WFH' }))).toEqual(remote);
    expect(keys(await search({ main_input: 'ทำงานที่บ้าน' }))).toEqual(remote);
    expect(keys(await search({ main_input: 'developer hybrid' }))).toEqual(['react-en', 'senior-th']);
  });

  it('hire types: ฝึกงาน / intern / ฟรีแลนซ์ / part-time', async () => {
    const r = await search({ main_input: 'ฝึกงาน ภูเก็ต' });
    expect(keys(r)).toEqual(['qa-intern']);
    expect(understood(r)).toEqual([
      ['hireType', 'internship', 'ฝึกงาน'],
      ['location', '67', 'ภูเก็ต'],
    ]);
    expect(keys(await search({ main_input: 'qa intern' }))).toEqual(['qa-intern']);
    expect(keys(await search({ main_input: 'ฟรีแลนซ์' }))).toEqual(['tester-th']);
    expect(keys(await search({ main_input: 'javascript part-time' }))).toEqual(['js-en']);
  });

  it('salaries: "75k" and "7 หมื่น" are a minimum salary', async () => {
    const r = await search({ main_input: 'python 75k' });
    expect(keys(r)).toEqual(['data-eng-en']);
    expect(understood(r)).toEqual([['salary', '75000', '75k']]);
    expect(keys(await search({ main_input: 'python 7 หมื่น' }))).toEqual(['data-eng-en', 'scientist-th']);
  });

  it('seniority is a boost: "senior" ranks the senior jobs first and keeps the others', async () => {
    const r = await search({ main_input: 'senior' });
    expect(r.total).toBe(11);
    expect(
      r.items
        .slice(0, 2)
        .map((i) => keyOf.get(i.id))
        .sort(),
    ).toEqual(['golang-en', 'senior-th']);
    expect(understood(r)).toEqual([['seniority', 'senior', 'senior']]);
    expect(r.understood?.text).toBe('senior');
  });

  it('misspelt short words are corrected with a "did you mean" (pythn, reakt, pyhton)', async () => {
    const p = await search({ main_input: 'pythn' });
    expect(keys(p)).toEqual(['data-eng-en', 'scientist-th']);
    expect(p.suggestion).toBe('python');
    const r = await search({ main_input: 'reakt' });
    expect(keys(r)).toEqual(['react-en']);
    expect(r.suggestion).toBe('react');
    expect((await search({ main_input: 'Python' })).suggestion).toBeNull();
  });

  it('a word the vocabulary has (once) is corrected when the whole query finds nothing', async () => {
    // "pyhton" is in the trainer's description (Chiang Mai); with Bangkok the query finds nothing as typed
    const r = await search({ main_input: 'pyhton กทม' });
    expect(keys(r)).toEqual(['data-eng-en']);
    expect(r.suggestion).toBe('python กทม');
    expect(r.relaxed).toEqual([]);
  });

  it('zero results: leaves out the understood place, then says so', async () => {
    const r = await search({ main_input: 'golang เชียงใหม่' });
    expect(keys(r)).toEqual(['golang-en']);
    expect(r.relaxed).toEqual([{ kind: 'location', value: '39', text: 'เชียงใหม่' }]);
    const two = await search({ main_input: 'golang remote เชียงใหม่' });
    expect(keys(two)).toEqual(['golang-en']);
    expect(two.relaxed?.map((p) => p.kind)).toEqual(['location']); // golang-en is remote: the place alone is enough
  });

  it('zero results: a word that matches nothing goes first, then the most common word; never the last word', async () => {
    const r = await search({ main_input: 'golang zzzzqqq' });
    expect(keys(r)).toEqual(['golang-en']);
    expect(r.relaxed).toEqual([{ kind: 'term', value: 'zzzzqqq', text: 'zzzzqqq' }]);
    const both = await search({ main_input: 'golang ผู้ทดสอบ' });
    expect(both.total).toBeGreaterThan(0);
    expect(both.relaxed?.[0].kind).toBe('term');
    const none = await search({ main_input: 'zzzzqqq' });
    expect(none.total).toBe(0);
    expect(none.relaxed).toEqual([]);
  });

  it('relaxation keeps the adjacency rule: นักพัฒนา never brings นักวิทยาศาสตร์', async () => {
    const r = await search({ main_input: 'นักพัฒนา เชียงใหม่' });
    expect(r.relaxed?.map((p) => p.kind)).toEqual(['location']);
    expect(keys(r)).toContain('senior-th');
    expect(keys(r)).not.toContain('scientist-th');
  });

  it('a filter chosen in the panel is never relaxed', async () => {
    const r = await search({ main_input: 'golang', location: [39] });
    expect(r.total).toBe(0);
    expect(r.relaxed).toEqual([]);
  });

  it('saved searches (job alerts) understand the text the same way', async () => {
    const all = [...keyOf.keys()];
    const [cnx, remote] = await matchJobsToFilters(db, all, [
      { main_input: 'python เชียงใหม่' },
      { main_input: 'wfh' },
    ]);
    expect(cnx.map((id) => keyOf.get(id))).toEqual(['scientist-th']);
    expect(remote.map((id) => keyOf.get(id)).sort()).toEqual(['data-eng-en', 'golang-en', 'js-en']);
  });
});
