import { eq } from 'drizzle-orm';
import { pdpaConsentHistory } from '../src/db/schema';
import { forEachDriver } from './helpers/app';
import { DOCX, PDF, PNG, makeZip, upload } from './helpers/files';
import { insertCompany, insertPublishedJob } from './helpers/fixtures';
import { createUser, type TestUser } from './helpers/users';

forEachDriver('candidate routes', (ctx) => {
  let me: TestUser;
  let companyId: string;
  let jobA: string;
  let jobB: string;
  let closedJob: string;

  beforeAll(async () => {
    me = await createUser('candidate', { name: 'สมหญิง ใจดี' });
    companyId = await insertCompany(ctx.db, 'Acme');
    jobA = await insertPublishedJob(ctx.db, companyId, {
      title: 'React Developer',
      skills: ['react', 'typescript'],
    });
    jobB = await insertPublishedJob(ctx.db, companyId, { title: 'Python Developer', skills: ['python'] });
    closedJob = await insertPublishedJob(ctx.db, companyId, { title: 'Closed', status: 'closed' });
  });

  it('GET /candidate/getProfile creates the profile on first call (a list, consents null)', async () => {
    const res = await ctx.call('GET', '/api/candidate/getProfile', { auth: me.auth });
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(Array.isArray(list)).toBe(true);
    expect(list[0]).toMatchObject({
      uid: me.uid,
      email: me.email,
      status: true,
      pdpa: { pdpa: null, cookie: null, marketing: null },
      first_name: 'สมหญิง',
      last_name: 'ใจดี',
      skills: [],
      resume: null,
      visible_to_employers: false,
    });
  });

  it('PUT /candidate/savePDPASection stores consents, defaults to false, keeps a history row per change', async () => {
    const res = await ctx.call('PUT', '/api/candidate/savePDPASection', {
      auth: me.auth,
      body: { cookie: true, pdpa: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].pdpa).toEqual({ pdpa: true, cookie: true, marketing: false });
    await ctx.call('PUT', '/api/candidate/savePDPASection', {
      auth: me.auth,
      body: { cookie: true, pdpa: true, marketing: false },
    });
    await ctx.call('PUT', '/api/candidate/savePDPASection', {
      auth: me.auth,
      body: { cookie: false, pdpa: true, marketing: true },
    });
    const history = await ctx.db
      .select()
      .from(pdpaConsentHistory)
      .where(eq(pdpaConsentHistory.candidateUid, me.uid));
    expect(history.map((h) => [h.pdpa, h.cookie, h.marketing])).toEqual([
      [true, true, false],
      [true, false, true],
    ]);
    expect(history.every((h) => h.at instanceof Date)).toBe(true);
    const bad = await ctx.call('PUT', '/api/candidate/savePDPASection', {
      auth: me.auth,
      body: { cookie: 'yes please' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields[0].field).toBe('cookie');
  });

  it('PUT /candidate/profile updates fields and names every invalid field', async () => {
    const ok = await ctx.call('PUT', '/api/candidate/profile', {
      auth: me.auth,
      body: {
        headline: 'Frontend developer',
        province_id: 1,
        skills: [
          { slug: 'react', level: 'advanced' },
          { slug: 'typescript', level: 'intermediate' },
        ],
        experiences: [{ company: 'Acme', title: 'Dev', start: '2020-01', end: null, description: '' }],
        years_experience: 4,
        expected_salary: 60000,
        preferred_work_types: ['remote'],
        visible_to_employers: true,
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      headline: 'Frontend developer',
      years_experience: 4,
      visible_to_employers: true,
      preferred_work_types: ['remote'],
    });
    const bad = await ctx.call('PUT', '/api/candidate/profile', {
      auth: me.auth,
      headers: { 'accept-language': 'en' },
      body: {
        years_experience: -1,
        skills: [{ slug: 'react', level: 'god' }],
        preferred_work_types: ['moon'],
        experiences: [{ company: 'x' }],
      },
    });
    expect(bad.statusCode).toBe(400);
    const { error } = bad.json();
    expect(error.code).toBe('VALIDATION_ERROR');
    const fields = error.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'years_experience',
        'skills.0.level',
        'preferred_work_types.0',
        'experiences.0.title',
      ]),
    );
    expect(error.fields.find((f: { field: string }) => f.field === 'experiences.0.title').message).toBe(
      'This field is required',
    );
    const unknown = await ctx.call('PUT', '/api/candidate/profile', {
      auth: me.auth,
      body: { skills: [{ slug: 'cobol-on-mars', level: 'expert' }], province_id: 99 },
    });
    expect(unknown.json().error.fields).toEqual([
      { field: 'skills.0.slug', code: 'unknown_skill', message: 'ไม่พบทักษะนี้' },
      { field: 'province_id', code: 'unknown_reference', message: 'ไม่พบข้อมูลที่อ้างอิง' },
    ]);
  });

  it('POST /candidate/files accepts PDF and DOCX by content, refuses other types and files over 5 MB', async () => {
    const up = await upload(ctx, '/api/candidate/files', me.auth, [
      { name: 'kind', value: 'resume' },
      { name: 'set_as_profile_resume', value: 'true' },
      { name: 'file', filename: 'cv.txt', content: PDF(), type: 'text/plain' },
    ]);
    expect(up.statusCode).toBe(200);
    expect(up.json().data).toMatchObject({ name: 'cv.pdf', mime: 'application/pdf', size: PDF().length });
    const profile = (await ctx.call('GET', '/api/candidate/getProfile', { auth: me.auth })).json().data[0];
    expect(profile.resume.id).toBe(up.json().data.id);

    const d = await upload(ctx, '/api/candidate/files', me.auth, [
      { name: 'file', filename: 'cv', content: DOCX() },
    ]);
    expect(d.json().data.mime).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );

    for (const content of [PNG(), makeZip([['a.txt', 'hello']]), Buffer.from('just text')]) {
      const r = await upload(ctx, '/api/candidate/files', me.auth, [
        { name: 'file', filename: 'resume.pdf', content, type: 'application/pdf' },
      ]);
      expect(r.statusCode).toBe(415);
      expect(r.json().error.code).toBe('FILE_TYPE_NOT_ALLOWED');
    }
    const tooBig = await upload(ctx, '/api/candidate/files', me.auth, [
      { name: 'file', filename: 'big.pdf', content: Buffer.concat([PDF(), Buffer.alloc(5 * 1024 * 1024)]) },
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.code).toBe('FILE_TOO_LARGE');
    const missing = await upload(ctx, '/api/candidate/files', me.auth, [{ name: 'kind', value: 'resume' }]);
    expect(missing.json().error.fields[0].field).toBe('file');

    // the résumé is readable by its owner only (until the candidate applies somewhere)
    const fileUrl = `/api/files/${profile.resume.id}`;
    const own = await ctx.call('GET', fileUrl, { auth: me.auth });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect((await ctx.call('GET', fileUrl)).statusCode).toBe(401);
    const stranger = await createUser('candidate');
    expect((await ctx.call('GET', fileUrl, { auth: stranger.auth })).statusCode).toBe(403);
  });

  it('favourites: add -> true, add again stays true, remove -> false, remove again stays false', async () => {
    const add = await ctx.call('POST', `/api/candidate/job/favJob/${jobA}`, { auth: me.auth });
    expect(add.statusCode).toBe(200);
    expect(add.json().data).toEqual({ job_id: jobA, is_favourite: true });
    expect(
      (await ctx.call('POST', `/api/candidate/job/favJob/${jobA}`, { auth: me.auth })).json().data
        .is_favourite,
    ).toBe(true);
    await ctx.call('POST', `/api/candidate/job/favJob/${jobB}`, { auth: me.auth });
    const list = (await ctx.call('GET', '/api/candidate/favourites', { auth: me.auth })).json().data;
    expect(list.total).toBe(2);
    expect(list.items.map((j: { id: string }) => j.id)).toEqual([jobB, jobA]);
    expect(list.items.every((j: { is_favourite: boolean }) => j.is_favourite)).toBe(true);
    expect((await ctx.call('GET', `/api/jobs/${jobA}`, { auth: me.auth })).json().data.is_favourite).toBe(
      true,
    );
    expect((await ctx.call('GET', `/api/jobs/${jobA}`)).json().data.is_favourite).toBe(false);
    // The job page's query is prepared once: each reader still sees their own favourites.
    const another = await createUser('candidate');
    expect(
      (await ctx.call('GET', `/api/jobs/${jobA}`, { auth: another.auth })).json().data.is_favourite,
    ).toBe(false);

    const del = await ctx.call('DELETE', `/api/candidate/job/deleteFavJob/${jobA}`, { auth: me.auth });
    expect(del.json().data).toEqual({ job_id: jobA, is_favourite: false });
    expect(
      (await ctx.call('DELETE', `/api/candidate/job/deleteFavJob/${jobA}`, { auth: me.auth })).json().data
        .is_favourite,
    ).toBe(false);
    expect((await ctx.call('GET', '/api/candidate/favourites', { auth: me.auth })).json().data.total).toBe(1);
    const missing = await ctx.call('POST', '/api/candidate/job/favJob/00000000-0000-4000-8000-000000000000', {
      auth: me.auth,
    });
    expect(missing.json().error.code).toBe('JOB_NOT_FOUND');
  });

  it('applications: apply, duplicate 409, closed job 409, list, withdraw, history', async () => {
    await ctx.call('PUT', '/api/candidate/savePDPASection', {
      auth: me.auth,
      body: { pdpa: true, cookie: false, marketing: false },
    });
    const applied = await ctx.call('POST', '/api/candidate/applications', {
      auth: me.auth,
      body: { job_id: jobA, cover_letter: 'สวัสดีครับ' },
    });
    expect(applied.statusCode).toBe(201);
    const app = applied.json().data;
    expect(app).toMatchObject({ status: 'applied', cover_letter: 'สวัสดีครับ', job: { id: jobA } });
    expect(app.resume?.mime).toBe('application/pdf'); // the profile résumé by default
    expect(app.history).toEqual([{ status: 'applied', at: expect.any(String), actor: 'candidate' }]);
    expect(app).not.toHaveProperty('notes');

    const again = await ctx.call('POST', '/api/candidate/applications', {
      auth: me.auth,
      body: { job_id: jobA },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_APPLIED');
    const closed = await ctx.call('POST', '/api/candidate/applications', {
      auth: me.auth,
      body: { job_id: closedJob },
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.code).toBe('JOB_NOT_OPEN');
    const invalid = await ctx.call('POST', '/api/candidate/applications', {
      auth: me.auth,
      body: { job_id: 'x', cover_letter: 'y'.repeat(5001) },
    });
    expect(
      invalid
        .json()
        .error.fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['cover_letter', 'job_id']);

    const detail = (await ctx.call('GET', `/api/jobs/${jobA}`, { auth: me.auth })).json().data;
    expect(detail.my_application).toMatchObject({ id: app.id, status: 'applied' });

    const b = (
      await ctx.call('POST', '/api/candidate/applications', { auth: me.auth, body: { job_id: jobB } })
    ).json().data;
    const list = (await ctx.call('GET', '/api/candidate/applications', { auth: me.auth })).json().data;
    expect(list.total).toBe(2);
    const w = await ctx.call('POST', `/api/candidate/applications/${b.id}/withdraw`, { auth: me.auth });
    expect(w.statusCode).toBe(200);
    expect(w.json().data.status).toBe('withdrawn');
    expect(w.json().data.history.map((h: { status: string }) => h.status)).toEqual(['applied', 'withdrawn']);
    const twice = await ctx.call('POST', `/api/candidate/applications/${b.id}/withdraw`, { auth: me.auth });
    expect(twice.json().error.code).toBe('INVALID_STATUS_TRANSITION');
    const filtered = (
      await ctx.call('GET', '/api/candidate/applications?status=withdrawn', { auth: me.auth })
    ).json().data;
    expect(filtered.items.map((a: { id: string }) => a.id)).toEqual([b.id]);
  });

  it('GET /candidate/overview and /candidate/activities', async () => {
    const o = (await ctx.call('GET', '/api/candidate/overview', { auth: me.auth })).json().data;
    expect(o.applications_by_status).toEqual({ applied: 1, withdrawn: 1 });
    expect(o.favourites).toBe(1);
    expect(o.profile_views).toBe(0);
    expect(o.completeness.percent).toBeGreaterThan(50);
    expect(o.completeness.missing[0]).toBe('educations');
    expect(o.recent_applications).toHaveLength(2);
    expect(Array.isArray(o.recommended_jobs)).toBe(true);

    const acts = (await ctx.call('GET', '/api/candidate/activities?limit=50', { auth: me.auth })).json().data;
    const types = acts.items.map((a: { type: string }) => a.type);
    expect(types).toEqual(
      expect.arrayContaining([
        'applied',
        'withdrawn',
        'favourited',
        'unfavourited',
        'viewed_job',
        'profile_updated',
      ]),
    );
    const applied = acts.items.find(
      (a: { type: string; job: { id: string } | null }) => a.type === 'applied' && a.job?.id === jobA,
    );
    expect(applied.job).toEqual({ id: jobA, title: 'React Developer' });
    expect(applied.company).toMatchObject({ id: companyId, name_en: 'Acme' });
    const onlyApplied = (
      await ctx.call('GET', '/api/candidate/activities?type=applied', { auth: me.auth })
    ).json().data;
    expect(onlyApplied.total).toBe(2);
  });

  it('POST /candidate/deletion-request flags the account: status false, other routes refused', async () => {
    const other = await createUser('candidate');
    const res = await ctx.call('POST', '/api/candidate/deletion-request', { auth: other.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].status).toBe(false);
    expect(
      (await ctx.call('GET', '/api/candidate/getProfile', { auth: other.auth })).json().data[0].status,
    ).toBe(false);
    const refused = await ctx.call('GET', '/api/candidate/overview', { auth: other.auth });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'ACCOUNT_DELETION_REQUESTED',
      message: 'กำลังดำเนินการลบบัญชีของคุณ โปรดรอการตรวจสอบ',
    });
  });
});
