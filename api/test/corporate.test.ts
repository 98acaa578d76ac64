import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/sql';
import { forEachDriver } from './helpers/app';
import { DOCX, PDF, PNG, upload } from './helpers/files';
import { jobInput } from './helpers/fixtures';
import { createUser, type TestUser } from './helpers/users';

forEachDriver('corporate routes', (ctx) => {
  let hr: TestUser;
  let cand: TestUser;
  let lurker: TestUser;
  let jobId: string;
  let appId: string;

  beforeAll(async () => {
    [hr, cand, lurker] = await Promise.all([
      createUser('corporate', { verified: false }),
      createUser('candidate'),
      createUser('candidate'),
    ]);
    for (const who of [cand, lurker])
      await ctx.call('PUT', '/api/candidate/savePDPASection', {
        auth: who.auth,
        body: { pdpa: true, cookie: false, marketing: false },
      });
  });

  it('POST /corporate/create makes the account and company; the password is neither stored nor logged', async () => {
    const body = {
      uid: hr.uid,
      email: hr.email,
      password: hr.password,
      name: 'บริษัท ตัวอย่าง จำกัด',
      company_type_id: 1,
      contact_name: 'คุณเอ',
      phone: '0812345678',
    };
    const wrongUid = await ctx.call('POST', '/api/corporate/create', {
      auth: hr.auth,
      body: { ...body, uid: 'someone-else' },
    });
    expect(wrongUid.statusCode).toBe(403);
    expect(wrongUid.json().error.code).toBe('UID_MISMATCH');
    const invalid = await ctx.call('POST', '/api/corporate/create', {
      auth: hr.auth,
      body: { ...body, password: '1', company_type_id: 'x', phone: 'abc' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(
      invalid
        .json()
        .error.fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['company_type_id', 'password', 'phone']);

    const res = await ctx.call('POST', '/api/corporate/create', { auth: hr.auth, body });
    expect(res.statusCode).toBe(201);
    const [profile] = res.json().data;
    expect(profile).toMatchObject({
      uid: hr.uid,
      email: hr.email,
      status: true,
      contact_name: 'คุณเอ',
      phone: '0812345678',
    });
    expect(profile.company).toMatchObject({
      name_th: 'บริษัท ตัวอย่าง จำกัด',
      company_type_id: 1,
      verified: false,
      logo_url: null,
    });
    expect(profile).not.toHaveProperty('password');
    const dup = await ctx.call('POST', '/api/corporate/create', { auth: hr.auth, body });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.code).toBe('ACCOUNT_EXISTS');

    // nothing in the corporate tables (nor any other table) holds the password
    const dump = await queryRows<{ t: string }>(
      ctx.db,
      sql`select (select coalesce(json_agg(c), '[]') from corporate_account c)::text || (select coalesce(json_agg(co), '[]') from company co)::text || (select coalesce(json_agg(a), '[]') from activity_event a)::text as t`,
    );
    expect(dump[0].t).toContain(hr.uid);
    expect(dump[0].t).not.toContain(hr.password);
    const columns = await queryRows<{ column_name: string }>(
      ctx.db,
      sql`select column_name from information_schema.columns where table_schema = current_schema() and column_name ilike '%pass%'`,
    );
    expect(columns).toEqual([]);
    // nor any log line, while the redaction keeps the auth header out as well
    const logs = ctx.logs.join('');
    expect(logs).not.toContain(hr.password);
    expect(logs).not.toContain(hr.token);
  });

  it('unverified until the e-mail is confirmed: other corporate routes refuse the unverified token', async () => {
    const res = await ctx.call('GET', '/api/corporate/profile', { auth: hr.auth });
    expect(res.json().error.code).toBe('EMAIL_NOT_VERIFIED');
    const { adminAuth, signIn, tenantOf } = await import('./helpers/users');
    await adminAuth()
      .tenantManager()
      .authForTenant(tenantOf('corporate'))
      .updateUser(hr.uid, { emailVerified: true });
    hr.token = await signIn(hr.email, hr.password, tenantOf('corporate'));
    hr.auth = `Bearer ${hr.token}`;
  });

  it('GET and PUT /corporate/profile, POST /corporate/logo', async () => {
    const get = await ctx.call('GET', '/api/corporate/profile', { auth: hr.auth });
    expect(get.statusCode).toBe(200);
    expect(get.json().data).toHaveLength(1);
    const put = await ctx.call('PUT', '/api/corporate/profile', {
      auth: hr.auth,
      body: {
        name_en: 'Example Co., Ltd.',
        about_th: 'เราสร้างซอฟต์แวร์',
        benefits: ['ประกันสุขภาพ', 'ทำงานจากบ้าน'],
        size: '51-200',
        website: 'example.co.th',
        contact_links: [
          { type: 1, value: '@example' },
          { type: 6, value: 'https://example.co.th' },
        ],
        province_id: 1,
        contact_name: 'คุณบี',
      },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data[0]).toMatchObject({
      contact_name: 'คุณบี',
      company: { name_en: 'Example Co., Ltd.', website: 'https://example.co.th', size: '51-200' },
    });
    const bad = await ctx.call('PUT', '/api/corporate/profile', {
      auth: hr.auth,
      body: { size: 'huge', contact_links: [{ type: 11, value: 'x' }] },
    });
    expect(
      bad
        .json()
        .error.fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['contact_links.0.type', 'size']);

    const logo = await upload(ctx, '/api/corporate/logo', hr.auth, [
      { name: 'file', filename: 'logo.png', content: PNG(), type: 'image/png' },
    ]);
    expect(logo.statusCode).toBe(200);
    const logoUrl = logo.json().data.logo_url as string;
    expect(logoUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const img = await ctx.call('GET', logoUrl);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    const notImage = await upload(ctx, '/api/corporate/logo', hr.auth, [
      { name: 'file', filename: 'logo.png', content: PDF(), type: 'image/png' },
    ]);
    expect(notImage.json().error.code).toBe('FILE_TYPE_NOT_ALLOWED');
    const tooBig = await upload(ctx, '/api/corporate/logo', hr.auth, [
      { name: 'file', filename: 'logo.png', content: Buffer.concat([PNG(), Buffer.alloc(2 * 1024 * 1024)]) },
    ]);
    expect(tooBig.json().error.code).toBe('FILE_TOO_LARGE');
  });

  it('jobs: create (sanitised), validate, update, publish / close / reopen', async () => {
    const dirty = jobInput({
      description_html:
        '<p onclick="steal()">Hello <a href="javascript:alert(1)">x</a><a href="https://ok.example">ok</a></p><script>alert(1)</script><style>p{}</style>',
    });
    const created = await ctx.call('POST', '/api/corporate/jobs', { auth: hr.auth, body: dirty });
    expect(created.statusCode).toBe(201);
    const job = created.json().data;
    jobId = job.id;
    expect(job).toMatchObject({
      status: 'draft',
      posted_at: null,
      views: 0,
      applicant_counts: { total: 0 },
      skills: ['react', 'typescript'],
    });
    expect(job.description_html).not.toMatch(/script|style|onclick|javascript:/);
    expect(job.description_html).toContain(
      '<a href="https://ok.example" rel="noopener noreferrer nofollow">ok</a>',
    );

    const bad = await ctx.call('POST', '/api/corporate/jobs', {
      auth: hr.auth,
      body: {
        ...jobInput(),
        title: 'x',
        skills: [],
        work_type: 'space',
        years_experience_min: 99,
        salary_min: -5,
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .error.fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['salary_min', 'skills', 'title', 'work_type', 'years_experience_min']);
    const semantic = await ctx.call('POST', '/api/corporate/jobs', {
      auth: hr.auth,
      body: jobInput({
        salary_min: 90000,
        salary_max: 10000,
        valid_through: '2001-01-01',
        skills: ['react', 'brainfuck'],
        province_id: 50,
      }),
    });
    expect(
      semantic
        .json()
        .error.fields.map((f: { field: string; code: string }) => `${f.field}:${f.code}`)
        .sort(),
    ).toEqual([
      'province_id:unknown_reference',
      'salary_max:salary_range',
      'skills.1:unknown_skill',
      'valid_through:past_date',
    ]);

    const updated = await ctx.call('PUT', `/api/corporate/jobs/${jobId}`, {
      auth: hr.auth,
      body: jobInput({ title: 'Senior React Developer', skills: ['react'] }),
    });
    expect(updated.json().data).toMatchObject({
      title: 'Senior React Developer',
      skills: ['react'],
      status: 'draft',
    });
    expect(
      (await ctx.call('POST', `/api/corporate/jobs/${jobId}/close`, { auth: hr.auth })).json().error.code,
    ).toBe('INVALID_STATUS_TRANSITION');
    const published = (
      await ctx.call('POST', `/api/corporate/jobs/${jobId}/publish`, { auth: hr.auth })
    ).json().data;
    expect(published.status).toBe('published');
    expect(published.posted_at).toEqual(expect.any(String));
    expect(
      (await ctx.call('GET', '/api/jobs/search?main_input=senior'))
        .json()
        .data.items.map((j: { id: string }) => j.id),
    ).toContain(jobId);
    expect(
      (await ctx.call('POST', `/api/corporate/jobs/${jobId}/close`, { auth: hr.auth })).json().data.status,
    ).toBe('closed');
    expect(
      (await ctx.call('GET', '/api/jobs/search?main_input=senior'))
        .json()
        .data.items.map((j: { id: string }) => j.id),
    ).not.toContain(jobId);
    expect(
      (await ctx.call('POST', `/api/corporate/jobs/${jobId}/reopen`, { auth: hr.auth })).json().data.status,
    ).toBe('published');

    const direct = await ctx.call('POST', '/api/corporate/jobs', {
      auth: hr.auth,
      body: { ...jobInput({ title: 'Data Engineer', skills: ['python'] }), publish: true },
    });
    expect(direct.json().data.status).toBe('published');
    expect((await ctx.call('GET', '/api/corporate/jobs', { auth: hr.auth })).json().data).toHaveLength(2);
    expect(
      (await ctx.call('GET', '/api/corporate/jobs?status=draft', { auth: hr.auth })).json().data,
    ).toHaveLength(0);
    expect((await ctx.call('GET', `/api/corporate/jobs/${jobId}`, { auth: hr.auth })).json().data.title).toBe(
      'Senior React Developer',
    );
  });

  it('candidates: only findable ones, contact fields only after they applied here', async () => {
    await ctx.call('PUT', '/api/candidate/profile', {
      auth: cand.auth,
      body: {
        first_name: 'สมชาย',
        last_name: 'ดีมาก',
        headline: 'React dev',
        phone: '0899999999',
        skills: [{ slug: 'react', level: 'expert' }],
        years_experience: 5,
        visible_to_employers: true,
      },
    });
    await ctx.call('PUT', '/api/candidate/profile', {
      auth: lurker.auth,
      body: { first_name: 'Hidden', visible_to_employers: false },
    });
    const listRes = await ctx.call('GET', '/api/corporate/candidates?skills=react', { auth: hr.auth });
    const list = listRes.json().data;
    expect(list.items.map((c: { uid: string }) => c.uid)).toEqual([cand.uid]);
    expect(list.items[0]).toMatchObject({ email: null, phone: null, has_applied_to_company: false });
    expect(
      (await ctx.call('GET', '/api/corporate/candidates?q=สมชาย&min_years=3', { auth: hr.auth })).json().data
        .total,
    ).toBe(1);
    expect(
      (await ctx.call('GET', '/api/corporate/candidates?min_years=10', { auth: hr.auth })).json().data.total,
    ).toBe(0);
    const hidden = await ctx.call('GET', `/api/corporate/candidates/${lurker.uid}`, { auth: hr.auth });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.code).toBe('CANDIDATE_NOT_FOUND');
    const one = await ctx.call('GET', `/api/corporate/candidates/${cand.uid}`, { auth: hr.auth });
    expect(one.json().data).toMatchObject({ uid: cand.uid, email: null, phone: null });
    expect(
      (await ctx.call('GET', '/api/candidate/overview', { auth: cand.auth })).json().data.profile_views,
    ).toBe(1);
  });

  it('applications: list, detail with contact, status machine with history, notes private, bulk', async () => {
    const up = await upload(ctx, '/api/candidate/files', cand.auth, [
      { name: 'file', filename: 'cv.docx', content: DOCX() },
    ]);
    const applied = await ctx.call('POST', '/api/candidate/applications', {
      auth: cand.auth,
      body: { job_id: jobId, resume_file_id: up.json().data.id },
    });
    expect(applied.statusCode).toBe(201);
    appId = applied.json().data.id;

    const list = (
      await ctx.call('GET', `/api/corporate/jobs/${jobId}/applications`, { auth: hr.auth })
    ).json().data;
    expect(list).toHaveLength(1);
    expect(list[0].candidate).toMatchObject({
      uid: cand.uid,
      email: cand.email,
      phone: '0899999999',
      has_applied_to_company: true,
    });
    expect(
      (await ctx.call('GET', `/api/corporate/jobs/${jobId}/applications?q=สมชาย`, { auth: hr.auth })).json()
        .data,
    ).toHaveLength(1);
    expect(
      (
        await ctx.call('GET', `/api/corporate/jobs/${jobId}/applications?status=hired`, { auth: hr.auth })
      ).json().data,
    ).toHaveLength(0);
    expect(
      (await ctx.call('GET', `/api/corporate/candidates/${cand.uid}`, { auth: hr.auth })).json().data.email,
    ).toBe(cand.email);
    // the company may now read the résumé
    const resume = await ctx.call('GET', `/api/files/${up.json().data.id}`, { auth: hr.auth });
    expect(resume.statusCode).toBe(200);
    expect(resume.headers['content-disposition']).toContain('attachment');

    const byCandidate = await ctx.call(
      'GET',
      `/api/corporate/jobs/${jobId}/candidates/${cand.uid}/application`,
      { auth: hr.auth },
    );
    expect(byCandidate.json().data.id).toBe(appId);

    const step = async (status: string) =>
      ctx.call('POST', `/api/corporate/applications/${appId}/status`, { auth: hr.auth, body: { status } });
    expect((await step('interview')).json().data.status).toBe('interview'); // skipping forward
    const back = await step('reviewing');
    expect(back.statusCode).toBe(409);
    expect(back.json().error.code).toBe('INVALID_STATUS_TRANSITION');
    expect((await step('withdrawn')).statusCode).toBe(400); // not a company status
    expect((await step('rejected')).json().data.status).toBe('rejected');
    expect((await step('interview')).statusCode).toBe(409);
    const reopened = (await step('reviewing')).json().data;
    expect(reopened.history.map((h: { status: string; actor: string }) => `${h.status}/${h.actor}`)).toEqual([
      'applied/candidate',
      'interview/corporate',
      'rejected/corporate',
      'reviewing/corporate',
    ]);

    const note = await ctx.call('POST', `/api/corporate/applications/${appId}/notes`, {
      auth: hr.auth,
      body: { body: 'ผ่านรอบแรก เชิญสัมภาษณ์' },
    });
    expect(note.statusCode).toBe(201);
    expect(note.json().data).toMatchObject({ body: 'ผ่านรอบแรก เชิญสัมภาษณ์', author: 'คุณบี' });
    expect(
      (
        await ctx.call('POST', `/api/corporate/applications/${appId}/notes`, {
          auth: hr.auth,
          body: { body: '' },
        })
      ).json().error.fields[0].field,
    ).toBe('body');
    const detail = (await ctx.call('GET', `/api/corporate/applications/${appId}`, { auth: hr.auth })).json()
      .data;
    expect(detail.notes).toHaveLength(1);
    expect(detail.resume.name).toBe('cv.docx');

    // candidate side: the status change is visible, the note never is
    const mine = await ctx.call('GET', '/api/candidate/applications', { auth: cand.auth });
    expect(mine.body).not.toContain('ผ่านรอบแรก');
    expect(mine.json().data.items[0].status).toBe('reviewing');
    const overview = await ctx.call('GET', '/api/candidate/overview', { auth: cand.auth });
    expect(overview.body).not.toContain('ผ่านรอบแรก');
    const acts = (
      await ctx.call('GET', '/api/candidate/activities?type=status_changed', { auth: cand.auth })
    ).json().data;
    expect(
      acts.items.map((a: { data: { from: string; to: string } }) => `${a.data.from}->${a.data.to}`),
    ).toEqual(['rejected->reviewing', 'interview->rejected', 'applied->interview']);

    // bulk: all or nothing
    const lurkerApp = (
      await ctx.call('POST', '/api/candidate/applications', { auth: lurker.auth, body: { job_id: jobId } })
    ).json().data.id;
    const bulk = await ctx.call('POST', '/api/corporate/applications/bulk-status', {
      auth: hr.auth,
      body: { ids: [appId, lurkerApp], status: 'shortlisted' },
    });
    expect(bulk.json().data).toEqual({ updated: 2 });
    const illegal = await ctx.call('POST', '/api/corporate/applications/bulk-status', {
      auth: hr.auth,
      body: { ids: [appId, lurkerApp], status: 'reviewing' },
    });
    expect(illegal.statusCode).toBe(409);
    const missing = await ctx.call('POST', '/api/corporate/applications/bulk-status', {
      auth: hr.auth,
      body: { ids: ['00000000-0000-4000-8000-000000000000'], status: 'rejected' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('GET /corporate/dashboard counts and marks the visit; GET /corporate/activities', async () => {
    const first = (await ctx.call('GET', '/api/corporate/dashboard', { auth: hr.auth })).json().data;
    expect(first).toMatchObject({
      open_jobs: 2,
      draft_jobs: 0,
      closed_jobs: 0,
      total_applications: 2,
      new_applications_since_last_visit: 2,
    });
    const row = first.jobs.find((j: { id: string }) => j.id === jobId);
    expect(row.applicant_counts).toEqual({ shortlisted: 2, total: 2 });
    const second = (await ctx.call('GET', '/api/corporate/dashboard', { auth: hr.auth })).json().data;
    expect(second.new_applications_since_last_visit).toBe(0);
    const acts = (await ctx.call('GET', '/api/corporate/activities?limit=50', { auth: hr.auth })).json().data;
    const types = new Set(acts.items.map((a: { type: string }) => a.type));
    for (const t of [
      'account_created',
      'job_created',
      'job_published',
      'job_closed',
      'job_reopened',
      'application_received',
      'status_changed',
      'note_added',
      'candidate_viewed',
      'logo_updated',
    ]) {
      expect(types).toContain(t);
    }
    const received = acts.items.find((a: { type: string }) => a.type === 'application_received');
    expect(received.candidate.uid).toEqual(expect.any(String));
    expect(
      (await ctx.call('GET', `/api/corporate/jobs/${jobId}`, { auth: hr.auth })).json().data.applicant_counts
        .total,
    ).toBe(2);
  });
});
