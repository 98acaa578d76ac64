import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/types';
import { seedDemoData } from '../src/seed';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/demoAccounts';
import { PROVINCES } from '../src/seed/data/provinces';
import { SKILLS } from '../src/seed/data/skills';
import { indexFor, searchJobs } from '../src/services/search';
import { createTestDb, type TestDb } from './helpers/db';

const rows = async <T>(db: Db, q: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(q)) as unknown as { rows: T[] }).rows;

describe('demo seed [pglite]', () => {
  let testDb: TestDb;
  let db: Db;
  beforeAll(async () => {
    testDb = await createTestDb('pglite');
    db = testDb.handle.db;
  });
  afterAll(async () => {
    if (db) await indexFor(db).idle();
    await testDb?.dispose();
  });

  it('has complete lookups', () => {
    expect(PROVINCES).toHaveLength(77);
    expect(PROVINCES[0]).toMatchObject({ id: 1, name_en: 'Bangkok', name_th: 'กรุงเทพมหานคร' });
    expect(new Set(PROVINCES.map((p) => p.name_en)).size).toBe(77);
    expect(SKILLS.length).toBeGreaterThanOrEqual(120);
    expect(new Set(SKILLS.map((s) => s.slug)).size).toBe(SKILLS.length);
    expect(DEMO_ACCOUNTS.filter((a) => a.role === 'candidate')).toHaveLength(3);
    expect(DEMO_PASSWORD).toBe('Demo1234!');
  });

  it('seeds once, covering every filter value, and is idempotent', async () => {
    const first = await seedDemoData(db);
    expect(first.seeded).toBe(true);
    expect(first.companies).toBeGreaterThanOrEqual(60);
    expect((await seedDemoData(db)).seeded).toBe(false);

    const [counts] = await rows<{
      published: number;
      companies: number;
      posts: number;
      provinces: number;
      regions: number;
    }>(
      db,
      sql`select (select count(*)::int from job where status = 'published') as published,
        (select count(*)::int from company) as companies, (select count(*)::int from blog_post) as posts,
        (select count(distinct province_id)::int from job) as provinces,
        (select count(distinct p.region)::int from job j join province p on p.id = j.province_id) as regions`,
    );
    expect(counts.published).toBeGreaterThanOrEqual(500);
    expect(counts.companies).toBeGreaterThanOrEqual(60);
    expect(counts.posts).toBeGreaterThanOrEqual(15);
    expect(counts.provinces).toBeGreaterThanOrEqual(50);
    expect(counts.regions).toBe(6);

    const distinct = async (col: string): Promise<string[]> =>
      (
        await rows<{ v: string }>(
          db,
          sql.raw(`select distinct ${col}::text as v from job where status = 'published' order by 1`),
        )
      ).map((r) => r.v);
    expect(await distinct('work_type')).toEqual(['hybrid', 'onsite', 'remote']);
    expect(await distinct('hire_type')).toEqual([
      'contract',
      'freelance',
      'full_time',
      'internship',
      'part_time',
    ]);
    expect(await distinct('education_level_id')).toEqual(
      expect.arrayContaining(['1', '2', '3', '4', '5', '6', '7']),
    );
    const shapes = await distinct(
      `case when salary_negotiable then 'negotiable' when salary_min is not null and salary_max is not null then 'range' when salary_min is not null then 'min' else 'max' end`,
    );
    expect(shapes).toEqual(['max', 'min', 'negotiable', 'range']);
    const buckets = await distinct(
      `case when posted_at > now() - interval '1 day' then 'd1' when posted_at > now() - interval '3 days' then 'd3' when posted_at > now() - interval '7 days' then 'd7' when posted_at > now() - interval '14 days' then 'd14' when posted_at > now() - interval '30 days' then 'd30' else 'older' end`,
    );
    expect(buckets.sort()).toEqual(['d1', 'd14', 'd3', 'd30', 'd7', 'older']);

    const [pipeline] = await rows<{ apps: number; favs: number; drafts: number }>(
      db,
      sql`select (select count(*)::int from application) as apps, (select count(*)::int from favourite) as favs,
        (select count(*)::int from job where status = 'draft') as drafts`,
    );
    expect(pipeline.apps).toBeGreaterThanOrEqual(5);
    expect(pipeline.favs).toBeGreaterThanOrEqual(5);
    expect(pipeline.drafts).toBeGreaterThanOrEqual(3);
  });

  it('searches the demo jobs in Thai, English and mixed', async () => {
    const th = await searchJobs(db, { main_input: 'นักพัฒนา' }, null);
    expect(th.total).toBeGreaterThan(20);
    expect(th.items[0].title).toMatch(/นักพัฒนา|developer|โปรแกรมเมอร์/i);
    const en = await searchJobs(db, { main_input: 'react', location: [1] }, null);
    expect(en.total).toBeGreaterThan(0);
    expect(en.items.every((i) => i.province_id === 1)).toBe(true);
    const mixed = await searchJobs(db, { main_input: 'โปรแกรมเมอร์ python' }, { uid: 'demo-candidate-0001' });
    expect(mixed.total).toBeGreaterThan(0);
    expect(mixed.facets.location.length).toBeGreaterThan(0);
  });
});
