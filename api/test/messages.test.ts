/**
 * Messages per application (issue 43): both sides post and read, unread counts and read markers, the team roles,
 * the other company and the other candidate, attachments through the upload checks, the rate limit, the
 * notification and its e-mail in a real SMTP server, closed threads, and the PDPA effects (export, erasure).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { corporateAccount, jobCollaborator } from '../src/db/schema';
import type { Db } from '../src/db/types';
import { queryRows } from '../src/db/sql';
import { DEFAULT_RATE_LIMITS } from '../src/http/rate-limits';
import { alertJobHandlers } from '../src/services/alerts/jobs';
import { eraseCandidate } from '../src/services/pdpa/erasure';
import { runDueJobs, type JobHandlers } from '../src/services/queue/queue';
import { forEachDriver } from './helpers/app';
import { PDF, upload } from './helpers/files';
import { insertCompany, insertPublishedJob } from './helpers/fixtures';
import { MailCatcher } from './helpers/mail-catcher';
import { testPools } from './helpers/pdpa';
import { unzip } from './helpers/unzip';
import { createUser, type TestUser } from './helpers/users';

type TeamRole = 'owner' | 'admin' | 'recruiter' | 'viewer';

async function member(db: Db, companyId: string, role: TeamRole, contactName: string): Promise<TestUser> {
  const u = await createUser('corporate');
  await db.insert(corporateAccount).values({ uid: u.uid, companyId, email: u.email, contactName, role });
  return u;
}

forEachDriver('messages per application', (ctx) => {
  const catcher = new MailCatcher();
  let handlers: JobHandlers;
  let companyId: string;
  let owner: TestUser; // company A, role owner
  let admin: TestUser;
  let recruiter: TestUser; // owns the jobs below
  let helper: TestUser; // recruiter, collaborator on the jobs
  let outsider: TestUser; // recruiter of company A, neither owner nor collaborator
  let viewer: TestUser;
  let intruder: TestUser; // owner of company B
  let stranger: TestUser; // another candidate

  const runQueue = () => runDueJobs(ctx.db, handlers, { backoffMs: 200 });
  const messages = (who: TestUser, appId: string, lang = 'th') =>
    ctx.call('GET', `/api/${who.pool}/applications/${appId}/messages`, {
      auth: who.auth,
      headers: { 'accept-language': lang },
    });
  const post = (who: TestUser, appId: string, body: Record<string, unknown>) =>
    ctx.call('POST', `/api/${who.pool}/applications/${appId}/messages`, { auth: who.auth, body });
  const markRead = (who: TestUser, appId: string) =>
    ctx.call('POST', `/api/${who.pool}/applications/${appId}/messages/read`, { auth: who.auth });
  const unread = async (who: TestUser, query = '') =>
    (await ctx.call('GET', `/api/${who.pool}/messages/unread${query}`, { auth: who.auth })).json().data as {
      total: number;
      items: { application_id: string; unread: number }[];
    };
  /** The member's or candidate's message notifications, of one application when given. */
  const bell = async (who: TestUser, appId?: string) =>
    (
      (await ctx.call('GET', `/api/${who.pool}/notifications?limit=50`, { auth: who.auth })).json().data
        .items as { kind: string; payload: Record<string, unknown> }[]
    ).filter((n) => n.kind === 'application_message' && (!appId || n.payload.application_id === appId));

  const newCandidate = async (first = 'สมหญิง', last = 'ใจดี'): Promise<TestUser> => {
    const u = await createUser('candidate');
    await ctx.call('PUT', '/api/candidate/savePDPASection', {
      auth: u.auth,
      body: { pdpa: true, cookie: false, marketing: false },
    });
    await ctx.call('PUT', '/api/candidate/profile', {
      auth: u.auth,
      body: { first_name: first, last_name: last },
    });
    return u;
  };
  /** A fresh job of company A owned by `recruiter` with `helper` as collaborator, and the candidate's application. */
  const application = async (
    cand: TestUser,
    title = 'นักพัฒนา Go',
  ): Promise<{ appId: string; jobId: string }> => {
    const jobId = await insertPublishedJob(ctx.db, companyId, { title, ownerUid: recruiter.uid });
    await ctx.db.insert(jobCollaborator).values({ jobId, accountUid: helper.uid, addedByUid: owner.uid });
    const res = await ctx.call('POST', '/api/candidate/applications', {
      auth: cand.auth,
      body: { job_id: jobId },
    });
    expect([res.statusCode, res.statusCode === 201 ? '' : res.body]).toEqual([201, '']);
    return { appId: res.json().data.id as string, jobId };
  };

  beforeAll(async () => {
    await catcher.start();
    handlers = alertJobHandlers(ctx.db, { ...process.env, SMTP_URL: catcher.smtpUrl });
    owner = await createUser('corporate');
    companyId = await insertCompany(ctx.db, 'บริษัท สื่อสาร จำกัด', owner.uid);
    [admin, recruiter, helper, outsider, viewer] = await Promise.all([
      member(ctx.db, companyId, 'admin', 'อรุณี แอดมิน'),
      member(ctx.db, companyId, 'recruiter', 'สมศักดิ์ รักงาน'),
      member(ctx.db, companyId, 'recruiter', 'วิภา ช่วยดู'),
      member(ctx.db, companyId, 'recruiter', 'ปกรณ์ ข้างนอก'),
      member(ctx.db, companyId, 'viewer', 'มานพ ผู้จัดการ'),
    ]);
    intruder = await createUser('corporate');
    await insertCompany(ctx.db, 'บริษัท อื่น จำกัด', intruder.uid);
    stranger = await newCandidate('คนอื่น', 'ภายนอก');
  }, 120_000);
  afterAll(async () => {
    await catcher.stop();
  });

  it('both sides post and read; names as each side sees them; unread counts and read markers', async () => {
    const cand = await newCandidate();
    const { appId, jobId } = await application(cand);

    const first = await post(cand, appId, { body: 'สวัสดีค่ะ ขอสอบถามเรื่องเวลาสัมภาษณ์' });
    expect([first.statusCode, first.body]).toEqual([200, expect.stringContaining('"id"')]);
    const reply = await post(recruiter, appId, { body: 'สวัสดีครับ สะดวกวันจันทร์ไหมครับ' });
    expect(reply.statusCode).toBe(200);

    // employer side: the member's full name, who wrote which
    const team = (await messages(owner, appId)).json().data;
    expect(team).toMatchObject({
      application_id: appId,
      job_id: jobId,
      job_title: 'นักพัฒนา Go',
      company_name: 'บริษัท สื่อสาร จำกัด',
      candidate_uid: cand.uid,
      closed: null,
      can_send: true,
      unread: 1,
    });
    expect(team.items.map((m: Record<string, unknown>) => [m.sender_role, m.sender_name, m.mine])).toEqual([
      ['candidate', 'สมหญิง ใจดี', false],
      ['corporate', 'สมศักดิ์ รักงาน', false],
    ]);
    // candidate side: the company's name and the member's first name only
    const mine = (await messages(cand, appId)).json().data;
    expect(mine.items[1]).toMatchObject({
      sender_role: 'corporate',
      sender_name: 'สมศักดิ์',
      company_name: 'บริษัท สื่อสาร จำกัด',
      mine: false,
      body: 'สวัสดีครับ สะดวกวันจันทร์ไหมครับ',
      attachment: null,
    });
    expect(mine.items[0].mine).toBe(true);
    expect(mine.candidate_uid).toBeNull();
    expect(mine.unread).toBe(1);
    expect(JSON.stringify(mine)).not.toContain('รักงาน');

    // unread per application, per reader; a marker clears it for that reader only
    expect(await unread(cand)).toEqual({ total: 1, items: [{ application_id: appId, unread: 1 }] });
    expect((await unread(owner, `?job_id=${jobId}`)).items).toEqual([{ application_id: appId, unread: 1 }]);
    expect((await markRead(owner, appId)).statusCode).toBe(204);
    expect((await unread(owner, `?job_id=${jobId}`)).items).toEqual([]);
    expect((await unread(admin, `?job_id=${jobId}`)).items).toEqual([{ application_id: appId, unread: 1 }]);
    expect((await markRead(cand, appId)).statusCode).toBe(204);
    expect(await unread(cand)).toEqual({ total: 0, items: [] });
    await post(recruiter, appId, { body: 'รอคำตอบนะครับ' });
    expect((await unread(cand)).total).toBe(1);

    // input bounds: empty, blank, too long (unknown keys are dropped, as on every route)
    for (const body of [{ body: '' }, { body: '   ' }, { body: 'x'.repeat(4001) }, {}])
      expect((await post(cand, appId, body)).statusCode).toBe(400);
  });

  it('another company and another candidate get 404; a viewer reads but may not send; a recruiter off the job may not send', async () => {
    const cand = await newCandidate();
    const { appId } = await application(cand);
    await post(cand, appId, { body: 'ข้อความแรก' });

    for (const res of [
      await messages(intruder, appId),
      await post(intruder, appId, { body: 'ไม่ควรส่งได้' }),
      await markRead(intruder, appId),
      await messages(stranger, appId),
      await post(stranger, appId, { body: 'ไม่ควรส่งได้' }),
      await markRead(stranger, appId),
    ])
      expect([res.statusCode, res.json().error.code]).toEqual([404, 'APPLICATION_NOT_FOUND']);
    expect((await unread(intruder)).items).toEqual([]);
    expect((await unread(stranger)).items).toEqual([]);

    for (const who of [viewer, outsider]) {
      const read = await messages(who, appId);
      expect(read.statusCode).toBe(200);
      expect(read.json().data).toMatchObject({ can_send: false, closed: null });
      expect(read.json().data.items).toHaveLength(1);
      const res = await post(who, appId, { body: 'ขอส่งด้วย' });
      expect([res.statusCode, res.json().error.code]).toEqual([403, 'TEAM_ROLE_FORBIDDEN']);
    }
    for (const who of [owner, admin, recruiter, helper]) {
      expect((await messages(who, appId)).json().data.can_send).toBe(true);
      expect((await post(who, appId, { body: `จาก ${who.uid}` })).statusCode).toBe(200);
    }
    // a member removed from the company loses the thread at the next request
    await ctx.db.execute(sql`delete from corporate_account where uid = ${outsider.uid}`);
    const gone = await messages(outsider, appId);
    expect([gone.statusCode, gone.json().error.code]).toEqual([404, 'PROFILE_NOT_FOUND']);
    await ctx.db.insert(corporateAccount).values({
      uid: outsider.uid,
      companyId,
      email: outsider.email,
      contactName: 'ปกรณ์ ข้างนอก',
      role: 'recruiter',
    });
  });

  it('attachments go through the upload checks and are read by the thread only', async () => {
    const cand = await newCandidate();
    const { appId } = await application(cand);
    const attach = (who: TestUser, content: Buffer, filename: string, app = appId) =>
      upload(ctx, `/api/${who.pool}/applications/${app}/messages/attachments`, who.auth, [
        { name: 'file', filename, content, type: 'application/octet-stream' },
      ]);

    const exe = await attach(cand, Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]), 'setup.exe');
    expect([exe.statusCode, exe.json().error.code]).toEqual([415, 'FILE_TYPE_NOT_ALLOWED']);
    const disguised = await attach(cand, Buffer.from('#!/bin/sh\nrm -rf /\n'), 'cv.pdf');
    expect(disguised.statusCode).toBe(415);
    expect((await attach(viewer, PDF(), 'x.pdf')).statusCode).toBe(403);
    expect((await attach(intruder, PDF(), 'x.pdf')).statusCode).toBe(404);
    expect((await attach(stranger, PDF(), 'x.pdf')).statusCode).toBe(404);

    const pdf = await attach(cand, PDF(), 'portfolio.pdf');
    expect(pdf.statusCode).toBe(200);
    const fileId = pdf.json().data.id as string;
    expect(pdf.json().data).toMatchObject({ name: 'portfolio.pdf', mime: 'application/pdf' });
    const read = (who: TestUser | null) =>
      ctx.call('GET', `/api/files/${fileId}`, who ? { auth: who.auth } : {});
    // not on a message yet: its uploader only
    expect((await read(cand)).statusCode).toBe(200);
    expect((await read(owner)).statusCode).toBe(403);

    // somebody else's file, or a résumé, cannot be named as an attachment
    const theirs = await post(recruiter, appId, { body: 'แนบไฟล์', attachment_file_id: fileId });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().error.fields).toMatchObject([
      { field: 'attachment_file_id', code: 'attachment_invalid' },
    ]);
    const sent = await post(cand, appId, { body: 'แนบผลงานค่ะ', attachment_file_id: fileId });
    expect(sent.statusCode).toBe(200);
    const again = await post(cand, appId, { body: 'ส่งซ้ำ', attachment_file_id: fileId });
    expect(again.statusCode).toBe(400);

    const item = (await messages(recruiter, appId)).json().data.items[0];
    expect(item.attachment).toMatchObject({ id: fileId, name: 'portfolio.pdf', url: `/api/files/${fileId}` });
    for (const who of [cand, owner, recruiter, viewer]) expect((await read(who)).statusCode).toBe(200);
    expect((await read(owner)).rawPayload).toEqual(PDF());
    expect((await read(intruder)).statusCode).toBe(403);
    expect((await read(stranger)).statusCode).toBe(403);
    expect((await read(null)).statusCode).toBe(401);

    // the company's attachment, read by the candidate
    const offer = await attach(recruiter, PDF(), 'offer.pdf');
    const offerId = offer.json().data.id as string;
    expect((await post(recruiter, appId, { body: 'เอกสาร', attachment_file_id: offerId })).statusCode).toBe(
      200,
    );
    expect((await ctx.call('GET', `/api/files/${offerId}`, { auth: cand.auth })).statusCode).toBe(200);
    expect((await ctx.call('GET', `/api/files/${offerId}`, { auth: stranger.auth })).statusCode).toBe(403);
  });

  it('a new message notifies the other side in the bell and by e-mail with a link, once per burst, without its text', async () => {
    const cand = await newCandidate();
    const { appId, jobId } = await application(cand, 'วิศวกรข้อมูล');
    await runQueue();
    await post(recruiter, appId, { body: 'ข้อความลับ หนึ่ง' });
    await post(recruiter, appId, { body: 'ข้อความลับ สอง' });
    await post(helper, appId, { body: 'ข้อความลับ สาม' });
    await runQueue();

    const notes = await bell(cand, appId);
    expect(notes).toHaveLength(1);
    expect(notes[0].payload).toMatchObject({ application_id: appId, job_id: jobId, from: 'corporate' });
    const mails = await catcher.to(cand.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('ข้อความใหม่จาก บริษัท สื่อสาร จำกัด');
    expect(mails[0].text).toContain(`/candidate/applications/${appId}/messages`);
    expect(mails[0].html).toContain(`/candidate/applications/${appId}/messages`);
    expect(mails[0].text + mails[0].html).not.toContain('ข้อความลับ');

    // the candidate's message reaches the job's owner and collaborator, not the rest of the team
    await post(cand, appId, { body: 'ขอบคุณค่ะ' });
    await runQueue();
    for (const who of [recruiter, helper]) {
      expect(await bell(who, appId)).toHaveLength(1);
      // one e-mail for this thread (earlier tests' threads wrote to the same recruiters)
      const mails = (await catcher.to(who.email)).filter((m) =>
        m.text.includes(`/corporate/messages/${appId}`),
      );
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail.subject).toBe('ข้อความใหม่จากผู้สมัคร: วิศวกรข้อมูล');
      expect(mail.text).toContain(`/corporate/messages/${appId}`);
      expect(mail.text).not.toContain('ขอบคุณค่ะ');
    }
    for (const who of [owner, admin, viewer, outsider]) expect(await bell(who, appId)).toEqual([]);
  });

  it('a job without owner or collaborator: the company owner and admins hear; the e-mail preference is respected', async () => {
    const cand = await newCandidate();
    const jobId = await insertPublishedJob(ctx.db, companyId, { title: 'งานไร้เจ้าของ', ownerUid: null });
    const applied = await ctx.call('POST', '/api/candidate/applications', {
      auth: cand.auth,
      body: { job_id: jobId },
    });
    const appId = applied.json().data.id as string;
    await runQueue();
    const before = (await catcher.to(owner.email)).length;
    await post(cand, appId, { body: 'สวัสดีค่ะ' });
    await runQueue();
    expect((await bell(owner)).some((n) => n.payload.application_id === appId)).toBe(true);
    expect((await bell(admin)).some((n) => n.payload.application_id === appId)).toBe(true);
    expect((await bell(viewer)).some((n) => n.payload.application_id === appId)).toBe(false);
    expect((await catcher.to(owner.email)).length).toBe(before + 1);

    // the candidate switches the kind off: the bell still shows it, no e-mail
    const put = await ctx.call('PUT', '/api/candidate/notification-preferences', {
      auth: cand.auth,
      body: { email_off: ['application_message'] },
    });
    expect(put.statusCode).toBe(200);
    await post(owner, appId, { body: 'ได้รับแล้วครับ' });
    await runQueue();
    expect(await bell(cand)).toHaveLength(1);
    expect(await catcher.to(cand.email)).toEqual([]);
  });

  it('closed threads: withdrawal, restriction, deletion request and suspension stop new messages; reading stays', async () => {
    const cand = await newCandidate();
    const withdrawn = await application(cand, 'งาน ถอน');
    await post(recruiter, withdrawn.appId, { body: 'ก่อนถอน' });
    await ctx.call('POST', `/api/candidate/applications/${withdrawn.appId}/withdraw`, { auth: cand.auth });
    for (const who of [recruiter, cand]) {
      const res = await post(who, withdrawn.appId, { body: 'หลังถอน' });
      expect([res.statusCode, res.json().error.code]).toEqual([409, 'THREAD_CLOSED']);
    }
    const kept = (await messages(cand, withdrawn.appId)).json().data;
    expect(kept).toMatchObject({ closed: 'withdrawn', can_send: false });
    expect(kept.items).toHaveLength(1);

    const restricted = await newCandidate();
    const r = await application(restricted, 'งาน จำกัด');
    await ctx.call('PUT', '/api/candidate/privacy/restriction', {
      auth: restricted.auth,
      body: { restricted: true },
    });
    const blocked = await post(recruiter, r.appId, { body: 'ติดต่อ' });
    expect([blocked.statusCode, blocked.json().error.code]).toEqual([409, 'THREAD_CLOSED']);
    const attach = await upload(
      ctx,
      `/api/corporate/applications/${r.appId}/messages/attachments`,
      recruiter.auth,
      [{ name: 'file', filename: 'a.pdf', content: PDF() }],
    );
    expect(attach.statusCode).toBe(409);
    expect((await messages(recruiter, r.appId)).json().data).toMatchObject({
      closed: 'restricted',
      can_send: false,
    });
    await ctx.call('PUT', '/api/candidate/privacy/restriction', {
      auth: restricted.auth,
      body: { restricted: false },
    });
    expect((await post(recruiter, r.appId, { body: 'ติดต่อ' })).statusCode).toBe(200);

    const leaving = await newCandidate();
    const d = await application(leaving, 'งาน ลบบัญชี');
    await post(leaving, d.appId, { body: 'ข้อมูลส่วนตัว' });
    expect(
      (await ctx.call('POST', '/api/candidate/deletion-request', { auth: leaving.auth })).statusCode,
    ).toBe(200);
    const hidden = (await messages(recruiter, d.appId)).json().data;
    expect(hidden).toMatchObject({ items: [], closed: 'candidate_unavailable', can_send: false });
    expect((await post(recruiter, d.appId, { body: 'ยังอยู่ไหม' })).statusCode).toBe(409);
    expect((await unread(recruiter)).items.map((i) => i.application_id)).not.toContain(d.appId);
    await ctx.call('POST', '/api/candidate/deletion-request/cancel', { auth: leaving.auth });

    const other = await createUser('corporate');
    const suspendedId = await insertCompany(ctx.db, 'บริษัท ถูกระงับ จำกัด', other.uid);
    const sJob = await insertPublishedJob(ctx.db, suspendedId, { title: 'งานของบริษัทที่ถูกระงับ' });
    const sCand = await newCandidate();
    const s = await ctx.call('POST', '/api/candidate/applications', {
      auth: sCand.auth,
      body: { job_id: sJob },
    });
    const sApp = s.json().data.id as string;
    await ctx.db.execute(sql`update company set status = 'suspended' where id = ${suspendedId}`);
    const res = await post(sCand, sApp, { body: 'สวัสดี' });
    expect([res.statusCode, res.json().error.code]).toEqual([409, 'THREAD_CLOSED']);
    expect((await messages(sCand, sApp)).json().data.closed).toBe('company_suspended');
  });

  it('the rate limit: the N+1th message in the window is 429, per sender', async () => {
    let limited: FastifyInstance | null = null;
    try {
      limited = await buildApp({
        db: ctx.db,
        logger: false,
        cacheTtlMs: 0,
        config: { rateLimits: { ...DEFAULT_RATE_LIMITS, message: { max: 2, windowMs: 60_000 } } },
      });
      const app = limited;
      const cand = await newCandidate();
      const { appId } = await application(cand);
      const send = (who: TestUser) =>
        app.inject({
          method: 'POST',
          url: `/api/${who.pool}/applications/${appId}/messages`,
          headers: { authorization: who.auth },
          payload: { body: 'ทดสอบ' },
        });
      expect((await send(cand)).statusCode).toBe(200);
      expect((await send(cand)).statusCode).toBe(200);
      const third = await send(cand);
      expect([third.statusCode, third.json().error.code]).toEqual([429, 'RATE_LIMITED']);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      // another sender has a count of their own (one who has not written yet in this suite: the counts are rows of
      // the database, shared by every app built on it, so the recruiter's earlier messages count)
      const newcomer = await member(ctx.db, companyId, 'admin', 'ผู้ส่ง ใหม่');
      expect((await send(newcomer)).statusCode).toBe(200);
    } finally {
      await limited?.close();
    }
  });

  it('PDPA: the thread is in the candidate export; erasure empties it, with its attachments', async () => {
    const cand = await newCandidate('ส่งออก', 'ทดสอบ');
    const { appId } = await application(cand, 'งาน ส่งออก');
    const up = await upload(ctx, `/api/candidate/applications/${appId}/messages/attachments`, cand.auth, [
      { name: 'file', filename: 'mine.pdf', content: PDF() },
    ]);
    const mineId = up.json().data.id as string;
    await post(cand, appId, { body: 'คำถามของฉัน', attachment_file_id: mineId });
    const theirs = await upload(
      ctx,
      `/api/corporate/applications/${appId}/messages/attachments`,
      recruiter.auth,
      [{ name: 'file', filename: 'reply.pdf', content: PDF() }],
    );
    const theirsId = theirs.json().data.id as string;
    await post(recruiter, appId, { body: 'คำตอบของบริษัท', attachment_file_id: theirsId });
    await markRead(cand, appId);

    const exp = await ctx.call('POST', '/api/candidate/data-export', { auth: cand.auth });
    expect(exp.json().data.status).toBe('ready');
    const zip = unzip(
      (
        await ctx.call('GET', `/api/candidate/data-export/${exp.json().data.id}/download`, {
          auth: cand.auth,
        })
      ).rawPayload,
    );
    const data = JSON.parse(zip.get('data.json')!.toString()) as {
      tables: Record<string, Record<string, unknown>[]>;
    };
    expect(
      data.tables.application_message.map((m) => [m.sender_role, m.sender_name, m.body, m.attachment_name]),
    ).toEqual([
      ['candidate', 'ส่งออก ทดสอบ', 'คำถามของฉัน', 'mine.pdf'],
      ['corporate', 'สมศักดิ์', 'คำตอบของบริษัท', 'reply.pdf'],
    ]);
    expect(data.tables.application_message_read).toHaveLength(1);
    expect(zip.get('data.json')!.toString()).not.toContain('รักงาน');
    expect(zip.get('summary.txt')!.toString()).toContain('Messages about applications');

    // the member's own export holds what they wrote, not the candidate's messages
    const corp = await ctx.call('POST', '/api/corporate/data-export', { auth: recruiter.auth });
    const corpZip = unzip(
      (
        await ctx.call('GET', `/api/corporate/data-export/${corp.json().data.id}/download`, {
          auth: recruiter.auth,
        })
      ).rawPayload,
    );
    const corpData = JSON.parse(corpZip.get('data.json')!.toString()) as {
      tables: Record<string, Record<string, unknown>[]>;
    };
    const bodies = corpData.tables.application_message.map((m) => m.body);
    expect(bodies).toContain('คำตอบของบริษัท');
    expect(bodies).not.toContain('คำถามของฉัน');

    expect((await ctx.call('POST', '/api/candidate/deletion-request', { auth: cand.auth })).statusCode).toBe(
      200,
    );
    expect(await eraseCandidate(ctx.db, testPools(), cand.uid)).toBe('erased');
    const left = await queryRows<{ n: number | string }>(
      ctx.db,
      sql`select count(*) as n from application_message where application_id = ${appId}`,
    );
    expect(Number(left[0].n)).toBe(0);
    const files = await queryRows<{ id: string }>(
      ctx.db,
      sql`select id from file where id in (${mineId}::uuid, ${theirsId}::uuid)`,
    );
    expect(files).toEqual([]);
    const read = await queryRows(
      ctx.db,
      sql`select 1 from application_message_read where application_id = ${appId}`,
    );
    expect(read).toEqual([]);
    const [audit] = await queryRows<{ counts: Record<string, number> }>(
      ctx.db,
      sql`select counts from erasure_audit order by erased_at desc limit 1`,
    );
    expect(audit.counts.application_message).toBe(2);
    // the company keeps the anonymised application, with an empty closed thread
    const after = (await messages(recruiter, appId)).json().data;
    expect(after).toMatchObject({ items: [], closed: 'candidate_unavailable' });
  });
});
