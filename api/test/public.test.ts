import { sql } from 'drizzle-orm';
import { forEachDriver } from './helpers/app';
import { insertBlogPost, insertCompany, insertPublishedJob } from './helpers/fixtures';
import { createUser, type TestUser } from './helpers/users';

forEachDriver('public routes', (ctx) => {
  let companyId: string;
  let jobId: string;
  let closedJobId: string;
  let draftJobId: string;
  let cand: TestUser;

  beforeAll(async () => {
    companyId = await insertCompany(ctx.db, 'บริษัท ทดสอบ จำกัด');
    jobId = await insertPublishedJob(ctx.db, companyId, {
      title: 'นักพัฒนาซอฟต์แวร์อาวุโส',
      skills: ['react', 'typescript'],
    });
    await insertPublishedJob(ctx.db, companyId, { title: 'Frontend Developer', skills: ['react'] });
    closedJobId = await insertPublishedJob(ctx.db, companyId, { title: 'Closed role', status: 'closed' });
    draftJobId = await insertPublishedJob(ctx.db, companyId, {
      title: 'Draft role',
      status: 'draft',
      postedAt: null,
    });
    await insertBlogPost(ctx.db, 'how-to-interview', ['career', 'interview']);
    await insertBlogPost(ctx.db, 'salary-guide', ['career']);
    cand = await createUser('candidate');
  });

  it('GET /api/health', async () => {
    const res = await ctx.call('GET', '/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
  });

  it('GET /api/lookups', async () => {
    const { data } = (await ctx.call('GET', '/api/lookups')).json();
    expect(data.provinces).toHaveLength(3);
    // Thai dictionary order: เชียงใหม่ sorts under ช, before นนทบุรี (code-point order would put it last).
    expect(data.provinces.map((p: { name_th: string }) => p.name_th)).toEqual([
      'กรุงเทพมหานคร',
      'เชียงใหม่',
      'นนทบุรี',
    ]);
    expect(data.provinces[0]).toEqual({
      id: 1,
      name_th: 'กรุงเทพมหานคร',
      name_en: 'Bangkok',
      region: 'central',
    });
    expect(data.skills.map((s: { slug: string }) => s.slug)).toContain('javascript');
    expect(data.contactLinkTypes).toHaveLength(10);
    expect(data.workTypes).toEqual(['onsite', 'hybrid', 'remote']);
    expect(data.datePosted).toEqual([1, 3, 7, 14, 30]);
  });

  it('GET /api/home', async () => {
    const { data } = (await ctx.call('GET', '/api/home')).json();
    expect(data.stats).toEqual({ open_jobs: 2, companies: 1 });
    expect(data.latest_jobs).toHaveLength(2);
    expect(data.latest_jobs[0].company.name_th).toBe('บริษัท ทดสอบ จำกัด');
    expect(data.popular_skills[0]).toEqual({ slug: 'react', count: 2 });
    expect(data.featured_companies[0]).toMatchObject({ id: companyId, open_jobs: 2 });
    expect(data.latest_posts).toHaveLength(2);
  });

  it('GET /api/jobs/search (guest and candidate)', async () => {
    const res = await ctx.call('GET', '/api/jobs/search?tag=react&limit=10');
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ total: 2, offset: 0, limit: 10 });
    expect(d.items.map((j: { id: string }) => j.id)).toContain(jobId);
    expect(d.items.map((j: { id: string }) => j.id)).not.toContain(closedJobId);
    expect(Object.keys(d.facets).sort()).toEqual([
      'education',
      'hireType',
      'line',
      'location',
      'station',
      'tag',
      'workType',
    ]);
    const mine = await ctx.call('GET', '/api/jobs/search?main_input=' + encodeURIComponent('นักพัฒนา'), {
      auth: cand.auth,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.items[0].id).toBe(jobId);
  });

  it('GET /api/jobs/:id for guests and candidates; 404 for drafts and unknown ids', async () => {
    const guest = await ctx.call('GET', `/api/jobs/${jobId}`);
    expect(guest.statusCode).toBe(200);
    const d = guest.json().data;
    expect(d).toMatchObject({
      id: jobId,
      title: 'นักพัฒนาซอฟต์แวร์อาวุโส',
      status: 'published',
      is_favourite: false,
      my_application: null,
    });
    expect(d.company).toMatchObject({ id: companyId, verified: true, about_th: '' });
    expect((await ctx.call('GET', `/api/jobs/${closedJobId}`)).json().data.status).toBe('closed');
    const draft = await ctx.call('GET', `/api/jobs/${draftJobId}`);
    expect(draft.statusCode).toBe(404);
    expect(draft.json().error.code).toBe('JOB_NOT_FOUND');
    expect((await ctx.call('GET', '/api/jobs/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const signedIn = await ctx.call('GET', `/api/jobs/${jobId}`, { auth: cand.auth });
    expect(signedIn.statusCode).toBe(200);
    const recent = (await ctx.call('GET', '/api/candidate/recently-viewed', { auth: cand.auth })).json().data;
    expect(recent.map((j: { id: string }) => j.id)).toEqual([jobId]);
  });

  it("GET /api/jobs/:id for the gateway's page head (x-page-head: 1) is not counted as a view", async () => {
    const views = async () =>
      Number(
        (
          (await ctx.db.execute(sql`select views from job where id = ${jobId}`)) as {
            rows: { views: number }[];
          }
        ).rows[0].views,
      );
    const before = await views();
    await ctx.call('GET', `/api/jobs/${jobId}`, { headers: { 'x-page-head': '1' } });
    expect(await views()).toBe(before);
    await ctx.call('GET', `/api/jobs/${jobId}`);
    expect(await views()).toBe(before + 1);
  });

  it('GET /api/jobs/:id/similar', async () => {
    const res = await ctx.call('GET', `/api/jobs/${jobId}/similar?limit=3`);
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((j: { id: string }) => j.id);
    expect(ids).not.toContain(jobId);
    expect(ids).not.toContain(closedJobId);
    expect(ids).toHaveLength(1);
  });

  it('GET /api/companies/:id', async () => {
    const res = await ctx.call('GET', `/api/companies/${companyId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.open_jobs).toHaveLength(2);
    const missing = await ctx.call('GET', '/api/companies/00000000-0000-4000-8000-000000000000');
    expect(missing.json().error.code).toBe('COMPANY_NOT_FOUND');
  });

  it('GET /api/blog and /api/blog/:slug (sanitised)', async () => {
    const list = (await ctx.call('GET', '/api/blog?limit=1')).json().data;
    expect(list).toMatchObject({ total: 2, offset: 0, limit: 1 });
    expect(
      (await ctx.call('GET', '/api/blog?tag=interview'))
        .json()
        .data.items.map((p: { slug: string }) => p.slug),
    ).toEqual(['how-to-interview']);
    const post = (await ctx.call('GET', '/api/blog/how-to-interview')).json().data;
    expect(post.body_th_html).toBe('<p>เนื้อหา</p>');
    expect(post.body_en_html).not.toContain('onclick');
    expect(post.body_en_html).toContain('rel="noopener noreferrer nofollow"');
    expect(post.related.map((p: { slug: string }) => p.slug)).toEqual(['salary-guide']);
    const missing = await ctx.call('GET', '/api/blog/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('BLOG_NOT_FOUND');
  });

  it('POST /api/contact validates, stores and is rate-limited to 5 per minute per IP', async () => {
    const bad = await ctx.call('POST', '/api/contact', {
      body: { name: '', email: 'not-an-email', topic: 'x', message: 'short' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .error.fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['email', 'message', 'name', 'topic']);
    const body = {
      name: 'สมชาย',
      email: 'somchai@example.com',
      topic: 'general',
      message: 'สวัสดีครับ อยากสอบถามข้อมูล',
    };
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    const codes: number[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await ctx.call('POST', '/api/contact', { body, headers })).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201]);
    const limited = await ctx.call('POST', '/api/contact', { body, headers });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    // another IP is not limited
    expect(
      (await ctx.call('POST', '/api/contact', { body, headers: { 'x-forwarded-for': '203.0.113.10' } }))
        .statusCode,
    ).toBe(201);
  });

  it('GET /api/sitemap.xml (an index of files) and /api/robots.txt', async () => {
    const sm = await ctx.call('GET', '/api/sitemap.xml');
    expect(sm.headers['content-type']).toContain('application/xml');
    expect(sm.body).toContain('<sitemapindex');
    const files = [
      ...sm.body.matchAll(/<loc>http:\/\/localhost:8080\/sitemaps\/([a-z]+-\d+\.xml)<\/loc>/g),
    ].map((m) => m[1]);
    expect(files).toEqual(['static-1.xml', 'salaries-1.xml', 'blog-1.xml', 'companies-1.xml', 'jobs-1.xml']);
    const all = (
      await Promise.all(files.map((f) => ctx.call('GET', `/api/sitemaps/${f}`).then((r) => r.body)))
    ).join('\n');
    expect(all).toMatch(new RegExp(`<loc>http://localhost:8080/candidate/jobs/${jobId}</loc><lastmod>`));
    expect(all).toContain(`<loc>http://localhost:8080/corporate/${companyId}</loc>`);
    expect(all).toContain('<loc>http://localhost:8080/blog/how-to-interview</loc>');
    expect(all).toContain('<loc>http://localhost:8080/privacy-policy</loc>');
    expect(all).not.toContain(draftJobId);
    expect(all).not.toContain(closedJobId);
    expect((await ctx.call('GET', '/api/sitemaps/jobs-2.xml')).statusCode).toBe(404);
    expect((await ctx.call('GET', '/api/sitemaps/users-1.xml')).statusCode).toBe(404);
    const robots = await ctx.call('GET', '/api/robots.txt');
    expect(robots.body).toContain('Disallow: /\n');
    expect(robots.body).toContain('Disallow: /corporate/profile');
  });

  it('GET /api/openapi.json lists the contract routes', async () => {
    const doc = (await ctx.call('GET', '/api/openapi.json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [
      '/api/candidate/job/favJob/{jobId}',
      '/api/corporate/create',
      '/api/jobs/search',
      '/api/corporate/applications/bulk-status',
    ]) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
    expect(doc.components.schemas.JobCard).toBeDefined();
  });

  it('errors: stable codes, Thai by default, English on request, unknown routes', async () => {
    const th = await ctx.call('GET', '/api/nope');
    expect(th.statusCode).toBe(404);
    expect(th.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'ไม่พบข้อมูลที่ต้องการ' } });
    const en = await ctx.call('GET', '/api/candidate/getProfile', {
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Please sign in' } });
    const badId = await ctx.call('GET', '/api/jobs/not-a-uuid');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.fields[0]).toMatchObject({ field: 'id', code: 'format' });
    const badQuery = await ctx.call('GET', '/api/jobs/search?limit=500&workType=moon');
    expect(badQuery.statusCode).toBe(400);
    expect(
      badQuery
        .json()
        .error.fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['limit', 'workType.0']);
  });
});
