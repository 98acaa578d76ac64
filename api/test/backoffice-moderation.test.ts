/**
 * Moderation and company verification (issue 41): automatic holds, reports, the staff's actions and what the public,
 * the employer and the audit see of them; e-mails through a real SMTP server (maildev).
 */
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { company, contentReport, job, notification, staffAudit } from '../src/db/schema';
import { runDueJobs, type JobHandlers } from '../src/services/queue/queue';
import { alertJobHandlers } from '../src/services/alerts/jobs';
import { forEachDriver, type TestContext } from './helpers/app';
import { insertCompany, jobInput } from './helpers/fixtures';
import { PDF, upload } from './helpers/files';
import { MailCatcher } from './helpers/mail-catcher';
import { createStaff, createUser, type TestUser } from './helpers/users';

const ZERO = '00000000-0000-4000-8000-000000000000';

forEachDriver('back office: moderation and verification', (ctx: TestContext) => {
  const catcher = new MailCatcher();
  let handlers: JobHandlers;
  let hr: TestUser;
  let companyId: string;
  let moderator: TestUser & { roles: string[] };
  let editor: TestUser & { roles: string[] };

  const publish = async (over: Parameters<typeof jobInput>[0] = {}, who = hr) => {
    const res = await ctx.call('POST', '/api/corporate/jobs', {
      auth: who.auth,
      body: { ...jobInput(over), publish: true },
    });
    expect([res.statusCode, res.statusCode === 201 ? '' : res.body]).toEqual([201, '']);
    return res.json().data as { id: string; moderation: string; moderation_flags: string[] };
  };
  const searchIds = async (q: string) =>
    (await ctx.call('GET', `/api/jobs/search?main_input=${encodeURIComponent(q)}`))
      .json()
      .data.items.map((j: { id: string }) => j.id) as string[];
  const sitemapBody = async () => {
    const index = (await ctx.call('GET', '/api/sitemap.xml')).body;
    const files = [...index.matchAll(/\/sitemaps\/([a-z]+-\d+\.xml)<\/loc>/g)].map((m) => m[1]);
    return (
      await Promise.all(files.map((f) => ctx.call('GET', `/api/sitemaps/${f}`).then((r) => r.body)))
    ).join('\n');
  };
  const report = (body: Record<string, unknown>, opts: { ip?: string; auth?: string } = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: body,
      remoteAddress: opts.ip ?? '192.0.2.1',
      headers: opts.auth ? { authorization: opts.auth } : {},
    } as InjectOptions);
  const act = (path: string, body: unknown, who: TestUser = moderator) =>
    ctx.call('POST', `/api/backoffice/moderation/${path}`, { auth: who.auth, body });
  const auditOf = (targetId: string) =>
    ctx.db.select().from(staffAudit).where(eq(staffAudit.targetId, targetId));
  const notesOf = (uid: string, kind: string) =>
    ctx.db
      .select()
      .from(notification)
      .where(and(eq(notification.recipientUid, uid), eq(notification.kind, kind)));

  beforeAll(async () => {
    await catcher.start();
    handlers = alertJobHandlers(ctx.db, { ...process.env, SMTP_URL: catcher.smtpUrl });
    [hr, moderator, editor] = await Promise.all([
      createUser('corporate'),
      createStaff(['moderator']),
      createStaff(['editor']),
    ]);
    companyId = await insertCompany(ctx.db, 'บริษัท ตรวจสอบ จำกัด', hr.uid);
  });
  afterAll(async () => {
    await catcher.stop();
  });

  it('holds an abusive posting on create (off the site, seen with its flags by its employer); legitimate Thai postings go live', async () => {
    const legit = await publish({
      title: 'นักพัฒนาซอฟต์แวร์ Golang',
      description_html: '<p>ไม่มีค่าใช้จ่ายในการสมัคร สอบถามโทร 02-123-4567</p><p>&lt;div&gt; layout, C++</p>',
      salary_min: 120000,
      salary_max: 150000,
    });
    expect(legit).toMatchObject({ moderation: 'clear', moderation_flags: [] });
    const legit2 = await publish({ title: 'Line Manager ทีม Golang', skills: ['python'] });
    expect(legit2.moderation).toBe('clear');

    const held = await publish({ title: 'Golang dev ไลน์ไอดี gojob99 <b>ด่วน</b>' });
    expect(held).toMatchObject({ moderation: 'held', moderation_flags: ['markup', 'contact_in_title'] });
    const ids = await searchIds('golang');
    expect(ids).toEqual(expect.arrayContaining([legit.id, legit2.id]));
    expect(ids).not.toContain(held.id);
    const page = (await ctx.call('GET', `/api/jobs/${held.id}`)).json().data;
    expect(page).toMatchObject({ status: 'closed', description_html: '' });
    const companyPage = (await ctx.call('GET', `/api/companies/${companyId}`)).json().data;
    expect(companyPage.open_jobs.map((j: { id: string }) => j.id)).not.toContain(held.id);
    const home = (await ctx.call('GET', '/api/home')).json().data;
    expect(JSON.stringify(home)).not.toContain(held.id);
    expect(await sitemapBody()).not.toContain(held.id);

    const mine = (await ctx.call('GET', '/api/corporate/jobs', { auth: hr.auth })).json().data;
    expect(mine.find((j: { id: string }) => j.id === held.id)).toMatchObject({
      moderation: 'held',
      moderation_flags: ['markup', 'contact_in_title'],
      moderation_reason: null,
    });
    // an edit that removes the abuse keeps the automatic hold for staff review
    const edited = await ctx.call('PUT', `/api/corporate/jobs/${held.id}`, {
      auth: hr.auth,
      body: jobInput({ title: 'Golang developer' }),
    });
    expect(edited.json().data.moderation).toBe('held');
    // an edit that adds abuse to a live job holds it
    const editedLive = await ctx.call('PUT', `/api/corporate/jobs/${legit2.id}`, {
      auth: hr.auth,
      body: jobInput({ title: 'Line Manager', description_html: '<p>ค่าสมัคร 300 บาท โอนเงินก่อน</p>' }),
    });
    expect(editedLive.json().data).toMatchObject({ moderation: 'held', moderation_flags: ['scam_phrase'] });
    expect(await searchIds('line manager')).not.toContain(legit2.id);
  });

  it('reports: guests and users, once each (409), 404 for what the public cannot see, rate limited per address; three hold the job', async () => {
    const target = await publish({ title: 'Kotlin Developer', skills: ['python'] });
    const candidate = await createUser('candidate');
    const body = { target_kind: 'job', target_id: target.id, reason: 'scam', details: 'asks for money' };
    expect((await report(body, { ip: '198.51.100.1' })).statusCode).toBe(201);
    const again = await report(body, { ip: '198.51.100.1' });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'ALREADY_REPORTED']);
    const byUser = await report(body, { ip: '198.51.100.2', auth: candidate.auth });
    expect(byUser.statusCode).toBe(201);
    expect(byUser.json().data.id).toEqual(expect.any(String));
    expect((await report(body, { ip: '198.51.100.3', auth: candidate.auth })).statusCode).toBe(409);
    const keys = (await ctx.db.select().from(contentReport).where(eq(contentReport.targetId, target.id))).map(
      (r) => r.reporterKey,
    );
    expect(keys).toEqual(expect.arrayContaining([`candidate:${candidate.uid}`]));
    expect(keys.find((k) => k.startsWith('guest:'))).toMatch(/^guest:[0-9a-f]{64}$/);
    expect(keys.join()).not.toContain('198.51.100.1');

    const unknownJob = await report({ ...body, target_id: ZERO }, { ip: '198.51.100.4' });
    expect([unknownJob.statusCode, unknownJob.json().error.code]).toEqual([404, 'JOB_NOT_FOUND']);
    const unknownCompany = await report(
      { ...body, target_kind: 'company', target_id: ZERO },
      { ip: '198.51.100.4' },
    );
    expect(unknownCompany.json().error.code).toBe('COMPANY_NOT_FOUND');
    expect((await report({ ...body, reason: 'nope' }, { ip: '198.51.100.4' })).statusCode).toBe(400);
    const companyReport = await report(
      { target_kind: 'company', target_id: companyId, reason: 'fake_company' },
      { ip: '198.51.100.4' },
    );
    expect(companyReport.statusCode).toBe(201);

    expect(await searchIds('kotlin')).toContain(target.id);
    expect((await report(body, { ip: '198.51.100.5' })).statusCode).toBe(201);
    const [row] = await ctx.db.select().from(job).where(eq(job.id, target.id));
    expect(row).toMatchObject({ moderation: 'held', moderationFlags: ['reported'] });
    expect(await searchIds('kotlin')).not.toContain(target.id);
    expect((await notesOf(hr.uid, 'job_moderated')).some((n) => n.payload.job_id === target.id)).toBe(true);

    const queue = await ctx.call('GET', '/api/backoffice/moderation/queue?flag=reported', {
      auth: moderator.auth,
    });
    expect(queue.statusCode).toBe(200);
    expect(queue.json().data.items).toEqual([
      expect.objectContaining({
        job_id: target.id,
        open_reports: 3,
        moderation: 'held',
        company_id: companyId,
      }),
    ]);
    const detail = (
      await ctx.call('GET', `/api/backoffice/moderation/jobs/${target.id}`, { auth: moderator.auth })
    ).json().data;
    expect(detail.reports).toHaveLength(3);
    expect(detail.job).toMatchObject({ id: target.id, moderation: 'held', company: { id: companyId } });
    const dismissed = await act(`reports/${detail.reports[0].id}/dismiss`, { reason: 'not a scam, checked' });
    expect(dismissed.json().data).toEqual({ id: detail.reports[0].id, status: 'dismissed' });
    expect((await act(`reports/${detail.reports[0].id}/dismiss`, { reason: 'again' })).statusCode).toBe(409);
    expect((await act(`reports/${ZERO}/dismiss`, { reason: 'unknown' })).statusCode).toBe(404);

    const limited: number[] = [];
    for (let i = 0; i < 11; i++) limited.push((await report({}, { ip: '203.0.113.77' })).statusCode);
    expect(limited.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(limited[10]).toBe(429);
  });

  it('take down: gone from search, page closed without its text, off the sitemap; approve brings it back; audit, notification and e-mail', async () => {
    const target = await publish({ title: 'Elixir engineer', skills: ['python'] });
    expect(await searchIds('elixir')).toContain(target.id);
    expect(await sitemapBody()).toContain(target.id);
    const refused = await act(`jobs/${target.id}/action`, { action: 'take_down', reason: 'scam' }, editor);
    expect(refused.json().error.code).toBe('STAFF_ROLE_REQUIRED');
    const down = await act(`jobs/${target.id}/action`, { action: 'take_down', reason: 'ประกาศหลอกลวง' });
    expect(down.json().data).toMatchObject({ moderation: 'removed', moderation_reason: 'ประกาศหลอกลวง' });
    expect(await searchIds('elixir')).not.toContain(target.id);
    expect((await ctx.call('GET', `/api/jobs/${target.id}`)).json().data).toMatchObject({
      status: 'closed',
      description_html: '',
    });
    expect(await sitemapBody()).not.toContain(target.id);
    const again = await act(`jobs/${target.id}/action`, { action: 'take_down', reason: 'twice' });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'INVALID_STATUS_TRANSITION']);
    // an edit by the employer leaves a taken-down job removed
    const edit = await ctx.call('PUT', `/api/corporate/jobs/${target.id}`, {
      auth: hr.auth,
      body: jobInput({ title: 'Elixir engineer (edited)', skills: ['python'] }),
    });
    expect(edit.json().data).toMatchObject({ moderation: 'removed', moderation_reason: 'ประกาศหลอกลวง' });

    const back = await act(`jobs/${target.id}/action`, {
      action: 'approve',
      reason: 'checked with the company',
    });
    expect(back.json().data.moderation).toBe('clear');
    expect(await searchIds('elixir')).toContain(target.id);
    expect((await ctx.call('GET', `/api/jobs/${target.id}`)).json().data.status).toBe('published');

    const rows = await auditOf(target.id);
    expect(rows.map((r) => [r.action, r.actorUid, r.actorEmail, r.reason])).toEqual([
      ['job.take_down', moderator.uid, moderator.email, 'ประกาศหลอกลวง'],
      ['job.approve', moderator.uid, moderator.email, 'checked with the company'],
    ]);
    expect(rows[0].before).toMatchObject({ moderation: 'clear' });
    expect(rows[0].after).toMatchObject({ moderation: 'removed' });
    const notes = (await notesOf(hr.uid, 'job_moderated')).filter((n) => n.payload.job_id === target.id);
    expect(notes.map((n) => n.payload.action).sort()).toEqual(['approve', 'take_down']);
    const history = (
      await ctx.call('GET', `/api/backoffice/moderation/jobs/${target.id}`, { auth: moderator.auth })
    ).json().data.history;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['job.approve', 'job.take_down']);

    await runDueJobs(ctx.db, handlers, { backoffMs: 200 });
    const mails = await catcher.to(hr.email);
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([expect.stringContaining('ถูกนำออกจากเว็บไซต์')]),
    );
    expect(mails.find((m) => m.subject.includes('ถูกนำออก'))?.text).toContain('ประกาศหลอกลวง');
  });

  it('suspend a company: its jobs and page leave the site, its employer is refused and e-mailed; reinstate brings them back', async () => {
    const owner = await createUser('corporate');
    const cid = await insertCompany(ctx.db, 'บริษัท ระงับ จำกัด', owner.uid);
    const live = await publish({ title: 'Haskell developer', skills: ['python'] }, owner);
    expect(await searchIds('haskell')).toContain(live.id);
    const res = await act(`companies/${cid}/action`, { action: 'suspend', reason: 'fake company' });
    expect(res.json().data).toEqual({ company_id: cid, status: 'suspended', status_reason: 'fake company' });
    expect(await searchIds('haskell')).not.toContain(live.id);
    expect((await ctx.call('GET', `/api/companies/${cid}`)).statusCode).toBe(404);
    expect((await ctx.call('GET', `/api/jobs/${live.id}`)).json().data.status).toBe('closed');
    const refused = await ctx.call('GET', '/api/corporate/jobs', { auth: owner.auth });
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'COMPANY_SUSPENDED']);
    expect((await act(`companies/${cid}/action`, { action: 'suspend', reason: 'twice' })).statusCode).toBe(
      409,
    );
    expect((await act(`companies/${ZERO}/action`, { action: 'suspend', reason: 'nobody' })).statusCode).toBe(
      404,
    );

    await runDueJobs(ctx.db, handlers, { backoffMs: 200 });
    const mail = (await catcher.to(owner.email)).find((m) => m.subject.includes('ระงับ'));
    expect(mail?.text).toContain('fake company');

    expect(
      (await act(`companies/${cid}/action`, { action: 'reinstate', reason: 'documents checked' })).statusCode,
    ).toBe(200);
    expect(await searchIds('haskell')).toContain(live.id);
    expect((await ctx.call('GET', '/api/corporate/jobs', { auth: owner.auth })).statusCode).toBe(200);
    expect((await auditOf(cid)).map((r) => [r.action, r.actorEmail, r.reason])).toEqual([
      ['company.suspend', moderator.email, 'fake company'],
      ['company.reinstate', moderator.email, 'documents checked'],
    ]);
    expect((await notesOf(owner.uid, 'company_status')).map((n) => n.payload.action).sort()).toEqual([
      'reinstate',
      'suspend',
    ]);
  });

  it('verification: upload and submit, staff read the document and approve (public badge), or reject with a reason the employer sees', async () => {
    const owner = await createUser('corporate');
    const cid = await insertCompany(ctx.db, 'บริษัท ยืนยัน จำกัด', owner.uid);
    await ctx.db.update(company).set({ verified: false }).where(eq(company.id, cid));
    const none = await ctx.call('GET', '/api/corporate/verification', { auth: owner.auth });
    expect(none.json().data).toEqual({ status: 'none', reason: null, submitted_at: null, file_name: null });

    const bad = await upload(ctx, '/api/corporate/files', owner.auth, [
      { name: 'kind', value: 'verification_document' },
      { name: 'file', filename: 'cert.pdf', content: Buffer.from('not a pdf'), type: 'application/pdf' },
    ]);
    expect(bad.json().error.code).toBe('FILE_TYPE_NOT_ALLOWED');
    const up = await upload(ctx, '/api/corporate/files', owner.auth, [
      { name: 'kind', value: 'verification_document' },
      { name: 'file', filename: 'หนังสือรับรอง.pdf', content: PDF(), type: 'application/pdf' },
    ]);
    expect(up.statusCode).toBe(200);
    const fileId = up.json().data.id as string;
    // private: not for the public, another employer or a candidate
    expect((await ctx.call('GET', `/api/files/${fileId}`)).statusCode).toBe(401);
    expect((await ctx.call('GET', `/api/files/${fileId}`, { auth: hr.auth })).statusCode).toBe(403);
    expect((await ctx.call('GET', `/api/files/${fileId}`, { auth: owner.auth })).statusCode).toBe(200);

    const submit = () =>
      ctx.call('POST', '/api/corporate/verification', { auth: owner.auth, body: { file_id: fileId } });
    expect((await submit()).json().data).toMatchObject({ status: 'pending', file_name: 'หนังสือรับรอง.pdf' });
    expect((await submit()).json().error.code).toBe('VERIFICATION_PENDING');
    const foreign = await ctx.call('POST', '/api/corporate/verification', {
      auth: hr.auth,
      body: { file_id: fileId },
    });
    expect(foreign.statusCode).toBe(409); // hr's company is verified already
    expect(foreign.json().error.code).toBe('ALREADY_VERIFIED');

    const list = await ctx.call('GET', '/api/backoffice/verifications?status=pending', {
      auth: moderator.auth,
    });
    const item = list.json().data.items.find((v: { company_id: string }) => v.company_id === cid);
    expect(item).toMatchObject({
      status: 'pending',
      company_name: 'บริษัท ยืนยัน จำกัด',
      file: { id: fileId, mime: 'application/pdf' },
    });
    const doc = await ctx.call('GET', `/api/backoffice/verifications/${item.id}/file`, {
      auth: moderator.auth,
    });
    expect([doc.statusCode, doc.headers['content-type'], doc.rawPayload.equals(PDF())]).toEqual([
      200,
      'application/pdf',
      true,
    ]);
    const reject = await ctx.call('POST', `/api/backoffice/verifications/${item.id}/decision`, {
      auth: moderator.auth,
      body: { decision: 'reject', reason: 'เอกสารไม่ชัดเจน' },
    });
    expect(reject.json().data).toMatchObject({ status: 'rejected', reason: 'เอกสารไม่ชัดเจน' });
    expect(
      (await ctx.call('GET', '/api/corporate/verification', { auth: owner.auth })).json().data,
    ).toMatchObject({ status: 'rejected', reason: 'เอกสารไม่ชัดเจน' });
    expect((await ctx.call('GET', `/api/companies/${cid}`)).json().data.verified).toBe(false);

    const second = (await submit()).json().data;
    expect(second.status).toBe('pending');
    const [pending] = (
      await ctx.call('GET', '/api/backoffice/verifications?status=pending', { auth: moderator.auth })
    )
      .json()
      .data.items.filter((v: { company_id: string }) => v.company_id === cid);
    const approve = await ctx.call('POST', `/api/backoffice/verifications/${pending.id}/decision`, {
      auth: moderator.auth,
      body: { decision: 'approve', reason: 'หนังสือรับรองถูกต้อง' },
    });
    expect(approve.json().data.status).toBe('approved');
    expect((await ctx.call('GET', `/api/companies/${cid}`)).json().data.verified).toBe(true);
    expect(
      (await ctx.call('GET', '/api/corporate/verification', { auth: owner.auth })).json().data.status,
    ).toBe('approved');
    expect((await submit()).json().error.code).toBe('ALREADY_VERIFIED');
    const twice = await ctx.call('POST', `/api/backoffice/verifications/${pending.id}/decision`, {
      auth: moderator.auth,
      body: { decision: 'approve', reason: 'again' },
    });
    expect(twice.statusCode).toBe(409);
    expect((await auditOf(cid)).map((r) => [r.action, r.actorUid, r.reason])).toEqual([
      ['company.verification_reject', moderator.uid, 'เอกสารไม่ชัดเจน'],
      ['company.verify', moderator.uid, 'หนังสือรับรองถูกต้อง'],
    ]);
    expect((await notesOf(owner.uid, 'company_verification')).map((n) => n.payload.decision).sort()).toEqual([
      'approve',
      'reject',
    ]);
  });

  describe('company reports in the moderation queue', () => {
    const companies = (query: string, who: TestUser = moderator) =>
      ctx.call('GET', `/api/backoffice/moderation/companies${query}`, { auth: who.auth });
    const review = async (id: string) => {
      const res = await ctx.call('GET', `/api/backoffice/moderation/companies/${id}`, {
        auth: moderator.auth,
      });
      expect(res.statusCode).toBe(200);
      return res.json().data;
    };

    it('a guest reports a company: listed with its open reports, reviewed with its reports, jobs and history; dismiss and suspend answer them', async () => {
      const owner = await createUser('corporate');
      const cid = await insertCompany(ctx.db, 'บริษัท ถูกรายงาน จำกัด', owner.uid);
      const live = await publish({ title: 'Scala developer', skills: ['python'] }, owner);
      const byGuest = await report(
        { target_kind: 'company', target_id: cid, reason: 'fake_company', details: 'no such office' },
        { ip: '198.51.100.30' },
      );
      expect(byGuest.statusCode).toBe(201);

      const listed = await companies('?q=ถูกรายงาน');
      expect(listed.statusCode).toBe(200);
      expect(listed.json().data).toMatchObject({ total: 1, offset: 0 });
      expect(listed.json().data.items).toEqual([
        {
          company_id: cid,
          company_name: 'บริษัท ถูกรายงาน จำกัด',
          verified: true,
          company_status: 'active',
          status_reason: null,
          open_reports: 1,
          open_jobs: 1,
          last_report_at: expect.any(String),
        },
      ]);
      expect((await companies('', editor)).statusCode).toBe(403);
      expect((await ctx.call('GET', '/api/backoffice/moderation/companies')).statusCode).toBe(401);
      expect((await companies('?state=held')).statusCode).toBe(400);
      expect((await companies('?limit=0')).statusCode).toBe(400);

      const detail = await review(cid);
      expect(detail.company).toMatchObject({
        id: cid,
        name_th: 'บริษัท ถูกรายงาน จำกัด',
        status: 'active',
        status_reason: null,
        verified: true,
      });
      expect(detail.reports).toEqual([
        {
          id: byGuest.json().data.id,
          reason: 'fake_company',
          details: 'no such office',
          created_at: expect.any(String),
          status: 'open',
        },
      ]);
      expect(detail.jobs).toEqual([
        { id: live.id, title: 'Scala developer', status: 'published', moderation: 'clear' },
      ]);
      expect(detail.history).toEqual([]);
      const unknown = await ctx.call('GET', `/api/backoffice/moderation/companies/${ZERO}`, {
        auth: moderator.auth,
      });
      expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'COMPANY_NOT_FOUND']);
      expect(
        (await ctx.call('GET', '/api/backoffice/moderation/companies/nope', { auth: moderator.auth }))
          .statusCode,
      ).toBe(400);

      // dismiss works for a company report: it leaves the open count and shows in the company's history
      const second = await report(
        { target_kind: 'company', target_id: cid, reason: 'scam' },
        { ip: '198.51.100.31' },
      );
      expect((await companies('?q=ถูกรายงาน')).json().data.items[0].open_reports).toBe(2);
      const dismissed = await act(`reports/${second.json().data.id}/dismiss`, {
        reason: 'a competitor, checked',
      });
      expect(dismissed.json().data).toEqual({ id: second.json().data.id, status: 'dismissed' });
      expect((await companies('?q=ถูกรายงาน')).json().data.items[0].open_reports).toBe(1);
      expect((await review(cid)).history.map((h: { action: string }) => h.action)).toEqual([
        'report.dismiss',
      ]);

      // suspending resolves the open report, in the same transaction as its audit row
      const suspended = await act(`companies/${cid}/action`, {
        action: 'suspend',
        reason: 'fake company, confirmed',
      });
      expect(suspended.statusCode).toBe(200);
      expect((await companies('?q=ถูกรายงาน')).json().data.items).toEqual([]);
      expect((await companies('?state=suspended&q=ถูกรายงาน')).json().data.items).toEqual([
        expect.objectContaining({
          company_id: cid,
          company_status: 'suspended',
          status_reason: 'fake company, confirmed',
          open_reports: 0,
        }),
      ]);
      const after = await review(cid);
      expect(after.company).toMatchObject({ status: 'suspended', status_reason: 'fake company, confirmed' });
      expect(
        Object.fromEntries(after.reports.map((r: { id: string; status: string }) => [r.id, r.status])),
      ).toEqual({
        [byGuest.json().data.id]: 'resolved',
        [second.json().data.id]: 'dismissed',
      });
      expect(after.history.map((h: { action: string }) => h.action)).toEqual([
        'company.suspend',
        'report.dismiss',
      ]);
      expect(after.history[0].after).toMatchObject({ status: 'suspended', resolved_reports: 1 });
      expect(
        (await act(`reports/${byGuest.json().data.id}/dismiss`, { reason: 'too late' })).statusCode,
      ).toBe(409);

      // reinstated, it stays in the view of every company moderation touched
      await act(`companies/${cid}/action`, { action: 'reinstate', reason: 'documents checked' });
      expect((await companies('?state=all&q=ถูกรายงาน')).json().data.items).toEqual([
        expect.objectContaining({ company_id: cid, company_status: 'active', open_reports: 0, open_jobs: 1 }),
      ]);
      expect((await companies('?state=suspended&q=ถูกรายงาน')).json().data.items).toEqual([]);
      expect((await companies('?state=all&q=ถูกรายงาน&offset=5')).json().data).toMatchObject({
        items: [],
        total: 1,
      });
    });
  });
});
