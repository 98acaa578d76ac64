import type { JobSearchFilter, JobSearchResult } from '@jobportal/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { company, job } from '../src/db/schema';
import type { Db } from '../src/db/types';
import { insertLookups } from '../src/seed/lookups';
import { indexFor, jobSearchColumns } from '../src/services/search';
import { getDefaultTaxonomy } from '../src/services/search/taxonomy';
import { createTestDb, type Driver, type TestDb } from './helpers/db';

const DRIVERS: Driver[] = (process.env.TEST_DRIVERS ?? 'pglite,pg')
  .split(',')
  .map((d) => d.trim()) as Driver[];

interface Fixture {
  key: string;
  title: string;
  skills: string[];
  description?: string;
  daysAgo?: number;
}

/** The jobs: two of them say "cloud", "mobile app" and "AI" in their descriptions without being such jobs. */
const JOBS: Fixture[] = [
  { key: 'react-senior', title: 'Senior React Developer', skills: ['react', 'typescript'], daysAgo: 20 },
  { key: 'react-junior', title: 'Junior React Developer', skills: ['react'], daysAgo: 1 },
  { key: 'vue', title: 'Frontend Developer (Vue.js)', skills: ['vue'] },
  { key: 'cloud', title: 'Platform Engineer', skills: ['kubernetes', 'aws'] },
  {
    key: 'backend',
    title: 'Backend Developer (Go)',
    skills: ['go', 'postgresql'],
    description:
      'Deploy our services to the cloud (ระบบคลาวด์) and build the APIs of our mobile app (แอปมือถือ).',
  },
  {
    key: 'qa',
    title: 'QA Tester',
    skills: ['selenium'],
    description: 'Test our mobile app and web site. We use AI tools for test reports.',
  },
  { key: 'android', title: 'Android Developer', skills: ['kotlin', 'android'] },
  {
    key: 'network',
    title: 'Network Engineer',
    skills: ['networking'],
    description: 'Maintain switches and routers in our offices.',
  },
  { key: 'dba', title: 'Database Administrator (PostgreSQL)', skills: ['postgresql'] },
  { key: 'ml', title: 'Machine Learning Engineer', skills: ['machine-learning', 'pytorch'] },
];

/**
 * GET /api/jobs/search, second wave of query understanding (issue 45): keyboard-layout slips, Thai spellings of
 * English words, Thai role names, technology families, the relevance floor and related searches. The queries here
 * are not those of the evaluation (api/eval/search).
 */
describe.each(DRIVERS)('job search reads what Thai users really type [%s]', (driver) => {
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
  const keys = (r: JobSearchResult): string[] => r.items.map((i) => keyOf.get(i.id) ?? i.id);
  const sorted = (r: JobSearchResult): string[] => keys(r).sort();

  beforeAll(async () => {
    testDb = await createTestDb(driver);
    db = testDb.handle.db;
    await insertLookups(db);
    const [c] = await db
      .insert(company)
      .values({ nameTh: 'บริษัท ทดสอบ จำกัด', nameEn: 'Test Co.', provinceId: 1 })
      .returning({ id: company.id });
    for (const f of JOBS) {
      const values = {
        companyId: c.id,
        title: f.title,
        descriptionHtml: `<p>${f.description ?? 'Join our team.'}</p>`,
        skills: f.skills,
        provinceId: 1,
        workType: 'onsite' as const,
        hireType: 'full_time' as const,
        status: 'published' as const,
        postedAt: new Date(Date.now() - 86_400_000 * (f.daysAgo ?? 5)),
      };
      const [row] = await db
        .insert(job)
        .values({ ...values, ...jobSearchColumns(values, getDefaultTaxonomy()) })
        .returning({ id: job.id });
      keyOf.set(row.id, f.key);
    }
    app = await buildApp({ db, cacheTtlMs: 0, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    if (db) await indexFor(db).idle();
    await testDb?.dispose();
  });

  it('English typed with the Thai layout on is read as English, and shown as what was searched', async () => {
    // "kotlin" typed on the Kedmanee layout
    const r = await search({ main_input: 'านะสรื' });
    expect(keys(r)).toEqual(['android']);
    expect(r.suggestion).toBe('kotlin');
    // with a place typed correctly next to it
    const withPlace = await search({ main_input: 'านะสรื กทม' });
    expect(keys(withPlace)).toEqual(['android']);
    expect(withPlace.suggestion).toBe('kotlin กทม');
    expect(withPlace.understood?.parts.map((p) => p.kind)).toEqual(['location']);
  });

  it('Thai typed with the English layout on (shifted keys too) is read as Thai', async () => {
    // "ผู้ดูแลฐานข้อมูล" (a database administrator) typed on the US layout: ู is shift+6, ฐ is shift+[
    const r = await search({ main_input: 'z^hf^c]{ko-hv,^]' });
    expect(keys(r)).toEqual(['dba']);
    expect(r.suggestion).toBe('ผู้ดูแลฐานข้อมูล');
  });

  it('a real word is never converted, and gibberish in either layout finds nothing', async () => {
    const go = await search({ main_input: 'go' });
    expect(keys(go)).toEqual(['backend']);
    expect(go.suggestion).toBeNull();
    for (const nonsense of ['zxqwvj', 'ฟฟหหกก', 'qpqpqp zkzkzk']) {
      const r = await search({ main_input: nonsense });
      expect({ nonsense, total: r.total }).toEqual({ nonsense, total: 0 });
      expect(r.items).toEqual([]);
    }
  });

  it('Thai spellings of seniority words feed the seniority boost ("ซีเนียร" / "จูเนี่ยร์" + a Thai spelling of React)', async () => {
    const senior = await search({ main_input: 'ซีเนียร รีแอ็ค' });
    expect(keys(senior)).toEqual(['react-senior', 'react-junior']);
    expect(senior.understood?.parts.map((p) => [p.kind, p.value])).toEqual([['seniority', 'senior']]);
    const junior = await search({ main_input: 'จูเนี่ยร์ react' });
    expect(keys(junior)).toEqual(['react-junior', 'react-senior']);
    expect(junior.understood?.parts.map((p) => [p.kind, p.value])).toEqual([['seniority', 'junior']]);
  });

  it('an unseen Thai spelling is matched by its consonant skeleton ("คอทลิน" = Kotlin)', async () => {
    const r = await search({ main_input: 'คอทลิน' });
    expect(keys(r)).toEqual(['android']);
    expect(r.suggestion).toBe('kotlin');
  });

  it('Thai role names: ผู้ดูแลเครือข่าย finds the network engineer, ผู้ดูแลฐานข้อมูล the DBA', async () => {
    expect(keys(await search({ main_input: 'ผู้ดูแลเครือข่าย' }))).toEqual(['network']);
    expect(keys(await search({ main_input: 'ผู้ดูแลฐานข้อมูล' }))).toEqual(['dba']);
  });

  it('technology families: cloud / mobile app / AI words find the family’s jobs, not posts that only say the word', async () => {
    expect(sorted(await search({ main_input: 'งานระบบคลาวด์' }))).toEqual(['cloud']);
    expect(sorted(await search({ main_input: 'แอปมือถือ' }))).toEqual(['android']);
    expect(sorted(await search({ main_input: 'mobile apps' }))).toEqual(['android']);
    expect(sorted(await search({ main_input: 'เอ ไอ' }))).toEqual(['ml']);
  });

  it('relevance floor: a word matched only through a guess into description text shows nothing, with related searches', async () => {
    // "switchez" would be corrected to "switches", a word of one description and of no title, skill or role
    const r = await search({ main_input: 'switchez' });
    expect(r.total).toBe(0);
    expect(r.items).toEqual([]);
    expect(r.suggestion).toBeNull();
    // filler words alone ("find a job", "the") ask for jobs: every job, as an empty box, not the posts that say the word
    const every = (await search({})).total;
    expect(every).toBeGreaterThan(0);
    for (const filler of ['หางาน', 'the']) expect((await search({ main_input: filler })).total).toBe(every);
    // a known skill with nothing in the chosen place: related searches from its category, as typed links
    const vue = await search({ main_input: 'vue', location: [67] });
    expect(vue.total).toBe(0);
    expect(vue.related).toEqual(expect.arrayContaining(['React', 'Angular']));
    expect(vue.related).not.toContain('Vue.js');
  });
});
