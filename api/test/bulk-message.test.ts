import { and, asc, eq, inArray } from 'drizzle-orm';
import { application, applicationMessage, applicationStatusHistory, notification } from '../src/db/schema';
import { forEachDriver } from './helpers/app';
import { insertPublishedJob } from './helpers/fixtures';
import { applyTo, consentingCandidate, teamWithJob, type Team } from './helpers/outreach';
import type { TestUser } from './helpers/users';

interface PreviewItem {
  application_id: string;
  candidate_name: string;
  from_status: string;
  move: string;
  locale: string;
  text: string | null;
  blocked: string | null;
}

forEachDriver('bulk move + message with preview', (ctx) => {
  let team: Team;
  let outsider: TestUser;
  let jobId: string;
  let outsiderJobId: string;
  let thai: TestUser;
  let english: TestUser;
  let knocked: TestUser;
  const apps = { thai: '', english: '', knocked: '' };
  let templateId: string;

  const url = (job: string, step: 'preview' | 'apply') =>
    `/api/corporate/jobs/${job}/applications/bulk${step === 'preview' ? '/preview' : ''}`;
  const preview = (who: TestUser, body: Record<string, unknown>, job = jobId) =>
    ctx.call('POST', url(job, 'preview'), { auth: who.auth, body });
  const apply = (who: TestUser, body: Record<string, unknown>, job = jobId) =>
    ctx.call('POST', url(job, 'apply'), { auth: who.auth, body });
  const statuses = async (ids: string[]) =>
    Object.fromEntries(
      (
        await ctx.db
          .select({ id: application.id, status: application.status })
          .from(application)
          .where(inArray(application.id, ids))
      ).map((r) => [r.id, r.status]),
    );
  const messagesOf = (id: string) =>
    ctx.db
      .select()
      .from(applicationMessage)
      .where(eq(applicationMessage.applicationId, id))
      .orderBy(asc(applicationMessage.createdAt));

  beforeAll(async () => {
    ({ team, jobId, outsider, outsiderJobId } = await teamWithJob(ctx, 'บริษัท ส่งข้อความ จำกัด'));
    [thai, english, knocked] = await Promise.all([
      consentingCandidate(ctx, { first: 'สมชาย', last: 'ใจดี' }),
      consentingCandidate(ctx, { first: 'Jane', last: 'Doe', locale: 'en' }),
      consentingCandidate(ctx, { first: 'ไม่ผ่าน', last: 'คัดกรอง' }),
    ]);
    apps.thai = await applyTo(ctx, thai, jobId);
    apps.english = await applyTo(ctx, english, jobId);
    apps.knocked = await applyTo(ctx, knocked, jobId);
    // the "not a fit" column: a screening answer knocked the application out
    await ctx.db.update(application).set({ knockedOut: true }).where(eq(application.id, apps.knocked));
    const created = await ctx.call('POST', '/api/corporate/templates', {
      auth: team.admin.auth,
      body: {
        kind: 'reject',
        name: 'ปฏิเสธ',
        body_th: 'เรียน คุณ{candidate_name} ขอบคุณที่สมัครตำแหน่ง {job_title} กับ {company} ({recruiter_name})',
        body_en:
          'Dear {candidate_name}, thank you for applying for {job_title} at {company} ({recruiter_name})',
      },
    });
    expect(created.statusCode).toBe(201);
    templateId = created.json().data.id;
  });

  it("preview: each final text in the candidate's language; a changed template between preview and apply is a 409 and nothing happens", async () => {
    const body = {
      ids: [apps.thai, apps.english, apps.knocked],
      status: 'rejected',
      message: { template_id: templateId },
    };
    const first = await preview(team.recruiter, body);
    expect(first.statusCode).toBe(200);
    const { items, preview_hash } = first.json().data as { items: PreviewItem[]; preview_hash: string };
    expect(preview_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(items).toEqual([
      {
        application_id: apps.thai,
        candidate_name: 'สมชาย ใจดี',
        from_status: 'applied',
        move: 'change',
        locale: 'th',
        text: 'เรียน คุณสมชาย ใจดี ขอบคุณที่สมัครตำแหน่ง นักพัฒนา Node.js กับ บริษัท ส่งข้อความ จำกัด (สมหญิง สรรหา)',
        blocked: null,
      },
      {
        application_id: apps.english,
        candidate_name: 'Jane Doe',
        from_status: 'applied',
        move: 'change',
        locale: 'en',
        text: 'Dear Jane Doe, thank you for applying for นักพัฒนา Node.js at บริษัท ส่งข้อความ จำกัด (สมหญิง สรรหา)',
        blocked: null,
      },
      expect.objectContaining({ application_id: apps.knocked, move: 'change', locale: 'th' }),
    ]);
    // the same input previews the same fingerprint (nothing random in it)
    expect((await preview(team.recruiter, body)).json().data.preview_hash).toBe(preview_hash);

    const edited = await ctx.call('PUT', `/api/corporate/templates/${templateId}`, {
      auth: team.admin.auth,
      body: {
        kind: 'reject',
        name: 'ปฏิเสธ',
        body_th: 'เรียน คุณ{candidate_name} เราขอแจ้งผลการสมัครตำแหน่ง {job_title} ({recruiter_name})',
        body_en: 'Dear {candidate_name}, about your application for {job_title} ({recruiter_name})',
      },
    });
    expect(edited.statusCode).toBe(200);
    const stale = await apply(team.recruiter, { ...body, preview_hash });
    expect([stale.statusCode, stale.json().error.code]).toEqual([409, 'PREVIEW_OUTDATED']);
    expect(await statuses(body.ids)).toEqual({
      [apps.thai]: 'applied',
      [apps.english]: 'applied',
      [apps.knocked]: 'applied',
    });
    for (const id of body.ids) expect(await messagesOf(id)).toEqual([]);
    // a hash never previewed is refused the same way
    const forged = await apply(team.recruiter, { ...body, preview_hash: '0'.repeat(64) });
    expect(forged.statusCode).toBe(409);
  });

  it('apply with the fresh hash: moves all (the knocked-out one too), sends exactly the previewed texts, records who did it', async () => {
    const body = {
      ids: [apps.thai, apps.english, apps.knocked],
      status: 'rejected',
      message: { template_id: templateId },
    };
    const seen = (await preview(team.recruiter, body)).json().data as {
      items: PreviewItem[];
      preview_hash: string;
    };
    const res = await apply(team.recruiter, { ...body, preview_hash: seen.preview_hash });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ moved: 3, messaged: 3 });
    expect(await statuses(body.ids)).toEqual({
      [apps.thai]: 'rejected',
      [apps.english]: 'rejected',
      [apps.knocked]: 'rejected',
    });
    for (const item of seen.items) {
      const messages = await messagesOf(item.application_id);
      expect(messages.map((m) => [m.body, m.senderRole, m.senderUid, m.senderName])).toEqual([
        [item.text, 'corporate', team.recruiter.uid, 'สมหญิง สรรหา'],
      ]);
      const [history] = await ctx.db
        .select()
        .from(applicationStatusHistory)
        .where(
          and(
            eq(applicationStatusHistory.applicationId, item.application_id),
            eq(applicationStatusHistory.status, 'rejected'),
          ),
        );
      expect(history).toMatchObject({
        actor: 'corporate',
        actorUid: team.recruiter.uid,
        actorName: 'สมหญิง สรรหา',
      });
    }
    expect(seen.items[0].text).toContain('เราขอแจ้งผลการสมัครตำแหน่ง');
    // the candidate hears about it in the bell (the thread's notification)
    const bell = await ctx.db
      .select({ kind: notification.kind })
      .from(notification)
      .where(eq(notification.recipientUid, thai.uid));
    // the move and the message each keep their own notification (either may be switched off by e-mail)
    expect(bell.map((n) => n.kind).sort()).toEqual(['application_message', 'application_status']);
  });

  it('a message only: an already-rejected application keeps its status (move "same"), a withdrawn one is skipped and said so', async () => {
    const late = await consentingCandidate(ctx, { first: 'ถอน', last: 'ตัว' });
    const lateApp = await applyTo(ctx, late, jobId);
    expect(
      (await ctx.call('POST', `/api/candidate/applications/${lateApp}/withdraw`, { auth: late.auth }))
        .statusCode,
    ).toBe(200);
    const body = {
      ids: [apps.thai, lateApp],
      status: 'rejected',
      message: { body_th: 'ขอบคุณอีกครั้ง คุณ{candidate_name}', body_en: '' },
    };
    const seen = (await preview(team.owner, body)).json().data;
    expect(seen.items.map((i: PreviewItem) => [i.move, i.blocked, i.text])).toEqual([
      ['same', null, 'ขอบคุณอีกครั้ง คุณสมชาย ใจดี'],
      ['invalid', 'withdrawn', 'ขอบคุณอีกครั้ง คุณถอน ตัว'],
    ]);
    const refused = await apply(team.owner, { ...body, preview_hash: seen.preview_hash });
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'INVALID_STATUS_TRANSITION']);
    expect(await messagesOf(apps.thai)).toHaveLength(1);

    const { status: _status, ...messageOnly } = body;
    const again = (await preview(team.owner, messageOnly)).json().data;
    expect(again.items.map((i: PreviewItem) => [i.move, i.blocked])).toEqual([
      ['none', null],
      ['none', 'withdrawn'],
    ]);
    const sent = await apply(team.owner, { ...messageOnly, preview_hash: again.preview_hash });
    expect(sent.json().data).toEqual({ moved: 0, messaged: 1 });
    expect((await messagesOf(apps.thai)).map((m) => m.body)).toEqual([
      expect.any(String),
      'ขอบคุณอีกครั้ง คุณสมชาย ใจดี',
    ]);
    expect(await messagesOf(lateApp)).toEqual([]);
  });

  it('the viewer is refused (403) on preview and apply; a recruiter not on the job too', async () => {
    const body = { ids: [apps.thai], status: 'reviewing' };
    for (const call of [preview, apply]) {
      const res = await call(team.viewer, { ...body, preview_hash: 'a'.repeat(64) });
      expect([res.statusCode, res.json().error.code]).toEqual([403, 'TEAM_ROLE_FORBIDDEN']);
    }
    const messageOnly = await preview(team.viewer, { ids: [apps.thai], message: { body_th: 'สวัสดี' } });
    expect(messageOnly.statusCode).toBe(403);
    const adminsJob = await insertPublishedJob(ctx.db, team.companyId, { ownerUid: team.admin.uid });
    const cand = await consentingCandidate(ctx);
    const app = await applyTo(ctx, cand, adminsJob);
    const notMine = await preview(team.recruiter, { ids: [app], status: 'reviewing' }, adminsJob);
    expect([notMine.statusCode, notMine.json().error.code]).toEqual([403, 'TEAM_ROLE_FORBIDDEN']);
    // the admin acts on every job of the company
    expect((await preview(team.admin, { ids: [app], status: 'reviewing' }, adminsJob)).statusCode).toBe(200);
    expect(await statuses([apps.thai])).toEqual({ [apps.thai]: 'rejected' });
  });

  it("another company's ids, job or template are refused, and ids of another job of the same company too", async () => {
    const theirs = await consentingCandidate(ctx);
    const theirApp = await applyTo(ctx, theirs, outsiderJobId);
    const mixed = await preview(team.owner, { ids: [apps.thai, theirApp], status: 'rejected' });
    expect([mixed.statusCode, mixed.json().error.code]).toEqual([404, 'APPLICATION_NOT_FOUND']);
    const onOurJob = await preview(outsider, { ids: [apps.thai], status: 'rejected' });
    expect([onOurJob.statusCode, onOurJob.json().error.code]).toEqual([404, 'JOB_NOT_FOUND']);
    const applyOurs = await apply(outsider, {
      ids: [apps.thai],
      status: 'rejected',
      preview_hash: 'b'.repeat(64),
    });
    expect(applyOurs.statusCode).toBe(404);
    const viaTheirJob = await preview(outsider, { ids: [apps.thai], status: 'rejected' }, outsiderJobId);
    expect(viaTheirJob.statusCode).toBe(404);
    const ourTemplate = await preview(
      outsider,
      { ids: [theirApp], message: { template_id: templateId } },
      outsiderJobId,
    );
    expect([ourTemplate.statusCode, ourTemplate.json().error.code]).toEqual([404, 'TEMPLATE_NOT_FOUND']);
    expect(await statuses([apps.thai, theirApp])).toEqual({ [apps.thai]: 'rejected', [theirApp]: 'applied' });
    // an application of another job of ours is not one of this job's
    const secondJob = await insertPublishedJob(ctx.db, team.companyId, { ownerUid: team.recruiter.uid });
    const elsewhere = await applyTo(ctx, await consentingCandidate(ctx), secondJob);
    const wrongJob = await preview(team.owner, { ids: [apps.thai, elsewhere], status: 'rejected' });
    expect([wrongJob.statusCode, wrongJob.json().error.code]).toEqual([404, 'APPLICATION_NOT_FOUND']);
  });

  it('bad input: neither move nor message, a template and a text at once, an unknown placeholder, too many ids', async () => {
    const none = await preview(team.owner, { ids: [apps.thai] });
    expect(none.statusCode).toBe(400);
    const both = await preview(team.owner, {
      ids: [apps.thai],
      message: { template_id: templateId, body_th: 'x' },
    });
    expect(both.json().error.fields).toEqual([expect.objectContaining({ field: 'message.template_id' })]);
    const unknown = await preview(team.owner, { ids: [apps.thai], message: { body_th: 'เงินเดือน {salary}' } });
    expect(unknown.json().error.fields).toEqual([
      expect.objectContaining({ field: 'message.body_th', code: 'unknown_placeholder' }),
    ]);
    const empty = await preview(team.owner, { ids: [apps.thai], message: { body_th: ' ', body_en: '' } });
    expect(empty.statusCode).toBe(400);
    const many = await preview(team.owner, {
      ids: Array.from({ length: 201 }, () => apps.thai),
      status: 'rejected',
    });
    expect(many.statusCode).toBe(400);
    const noHash = await apply(team.owner, { ids: [apps.thai], status: 'reviewing' });
    expect(noHash.statusCode).toBe(400);
    const unknownTemplate = await preview(team.owner, {
      ids: [apps.thai],
      message: { template_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknownTemplate.statusCode).toBe(404);
  });
});
