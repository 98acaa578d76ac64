/**
 * Salary insights (issue 45) against the real database: the floor (5 jobs from 3 companies) that keeps a single
 * employer's pay private, the quartiles, the trend (both 90-day windows must pass the floor), and 404s.
 */
import type { SalaryInsight, SalarySummary } from '@jobportal/contracts';
import { forEachDriver } from './helpers/app';
import { insertCompany, insertPublishedJob } from './helpers/fixtures';

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

forEachDriver('salary insights', (ctx) => {
  const companies: string[] = [];
  beforeAll(async () => {
    for (const name of ['Salary A', 'Salary B', 'Salary C', 'Salary D', 'Salary E'])
      companies.push(await insertCompany(ctx.db, name));
    const [a, b, c, d, e] = companies;
    const post = (companyId: string, title: string, pay: number | null, over: Record<string, unknown> = {}) =>
      insertPublishedJob(ctx.db, companyId, {
        title,
        salaryMin: pay === null ? null : pay - 5000,
        salaryMax: pay === null ? null : pay + 5000,
        ...over,
      });
    // Frontend in Bangkok: 5 jobs 100-170 days ago (40k..48k) and 5 in the last 30 days (50k..58k), 3 companies each
    const owners = [a, b, c, a, b];
    for (let i = 0; i < 5; i++) {
      await post(owners[i], 'Frontend Developer', 40000 + i * 2000, { postedAt: daysAgo(100 + i * 15) });
      await post(owners[i], 'React Developer', 50000 + i * 2000, { postedAt: daysAgo(1 + i * 5) });
    }
    // not counted: an internship, a closed job, a job without pay, a part-time job
    await post(c, 'Frontend Developer Intern', 12000, { hireType: 'internship' });
    await post(c, 'Frontend Developer', 200000, { status: 'closed' });
    await post(c, 'Frontend Developer', null);
    await post(c, 'Frontend Developer', 15000, { hireType: 'part_time' });
    // Backend in Bangkok: 5 recent jobs from 3 companies: figures, but no trend (nothing in the window before)
    for (const [i, owner] of [a, b, c, a, b].entries())
      await post(owner, 'Backend Developer', 60000 + i * 5000);
    // Data analysts in Chiang Mai (3 in the test lookups): 6 jobs but only 2 companies
    for (const [i, owner] of [d, e, d, e, d, e].entries())
      await post(owner, 'Data Analyst', 35000 + i * 1000, { provinceId: 3 });
    // DevOps in Bangkok: 4 companies but only 4 jobs
    for (const owner of [a, b, c, d]) await post(owner, 'DevOps Engineer', 80000);
  });

  const get = (url: string) => ctx.call('GET', url);

  it('gives the median, quartiles, count and trend of a family in a province', async () => {
    const res = await get('/api/salaries/frontend-developer/bangkok');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public/);
    const data = res.json<{ data: SalaryInsight }>().data;
    expect(data.family).toEqual({
      slug: 'frontend-developer',
      name_th: 'Frontend Developer',
      name_en: 'Frontend Developer',
    });
    expect(data.province).toMatchObject({ id: 1, slug: 'bangkok', name_th: 'กรุงเทพมหานคร' });
    // pays 40k, 42k, ... 58k (the middle of each range); the intern, closed, unpaid and part-time jobs left out
    expect([data.count, data.companies]).toEqual([10, 3]);
    expect([data.p25, data.median, data.p75]).toEqual([44500, 49000, 53500]);
    expect(data.trend).toEqual({
      recent_median: 54000,
      previous_median: 44000,
      recent_count: 5,
      previous_count: 5,
      change_pct: 22.7,
    });
  });

  it('shows no trend unless both 90-day windows pass the floor', async () => {
    const data = (await get('/api/salaries/backend-developer/bangkok')).json<{ data: SalaryInsight }>().data;
    expect([data.count, data.median, data.p25, data.p75]).toEqual([5, 70000, 65000, 75000]);
    expect(data.trend).toBeNull();
  });

  it('answers 404 where the floor is not met, and for an unknown family or province', async () => {
    for (const url of [
      '/api/salaries/data-analyst/chiang-mai', // 6 jobs, 2 companies
      '/api/salaries/devops-engineer/bangkok', // 4 jobs
      '/api/salaries/frontend-developer/chiang-mai', // no jobs
      '/api/salaries/astronaut/bangkok',
      '/api/salaries/frontend-developer/atlantis',
    ]) {
      const res = await get(url);
      expect([url, res.statusCode, res.json<{ error: { code: string } }>().error.code]).toEqual([
        url,
        404,
        'NOT_FOUND',
      ]);
    }
    expect((await get('/api/salaries/Frontend%20Developer/bangkok')).statusCode).toBe(400);
  });

  it('lists only the pages that pass the floor, and narrows them to a job title and province', async () => {
    const all = (await get('/api/salaries')).json<{ data: SalarySummary[] }>().data;
    expect(all.map((s) => `${s.family.slug}/${s.province.slug} ${s.count} ${s.median}`)).toEqual([
      'frontend-developer/bangkok 10 49000',
      'backend-developer/bangkok 5 70000',
    ]);
    const forJob = (title: string, province: number) =>
      get(`/api/salaries?title=${encodeURIComponent(title)}&province_id=${province}`).then((r) =>
        r.json<{ data: SalarySummary[] }>().data.map((s) => s.family.slug),
      );
    expect(await forJob('Senior React Developer', 1)).toEqual(['frontend-developer']);
    expect(await forJob('นักพัฒนา Frontend', 1)).toEqual(['frontend-developer']);
    expect(await forJob('Frontend Developer', 3)).toEqual([]);
    expect(await forJob('Accountant', 1)).toEqual([]);
    expect((await get('/api/salaries?province_id=abc')).statusCode).toBe(400);
  });

  it('lists the pages in the sitemap, and not the ones under the floor', async () => {
    const xml = (await get('/api/sitemaps/salaries-1.xml')).body;
    expect(xml).toContain('/salary</loc>');
    expect(xml).toContain('/salary/frontend-developer/bangkok</loc>');
    expect(xml).toContain('/salary/backend-developer/bangkok</loc>');
    expect(xml).not.toContain('/salary/data-analyst/');
    expect(xml).not.toContain('/salary/devops-engineer/');
    expect((await get('/api/sitemap.xml')).body).toContain('/sitemaps/salaries-1.xml');
  });
});
