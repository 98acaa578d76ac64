import { and, eq } from 'drizzle-orm';
import { job, jobInvitation, notification } from '../src/db/schema';
import { runDueJobs, type JobHandlers } from '../src/services/queue/queue';
import { alertJobHandlers } from '../src/services/alerts/jobs';
import { eraseCandidate } from '../src/services/pdpa/erasure';
import { forEachDriver } from './helpers/app';
import { insertPublishedJob } from './helpers/fixtures';
import { MailCatcher } from './helpers/mail-catcher';
import { applyTo, consentingCandidate, teamWithJob, type Team } from './helpers/outreach';
import { testPools } from './helpers/pdpa';
import { unzip } from './helpers/unzip';
import { createUser, type TestUser } from './helpers/users';

forEachDriver('invite to apply', (ctx) => {
  const catcher = new MailCatcher();
  let handlers: JobHandlers;
  let team: Team;
  let jobId: string;
  let outsider: TestUser;
  let outsiderJobId: string;

  const invite = (who: TestUser, uid: string, body: Record<string, unknown>, lang = 'th') =>
    ctx.call('POST', `/api/corporate/candidates/${uid}/invite`, {
      auth: who.auth,
      body,
      headers: { 'accept-language': lang },
    });
  const invitations = async (who: TestUser) => {
    const res = await ctx.call('GET', '/api/candidate/invitations', { auth: who.auth });
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      items: {
        id: string;
        job: { id: string; title: string; open: boolean };
        message: string;
        applied: boolean;
      }[];
      total: number;
    };
  };

  beforeAll(async () => {
    await catcher.start();
    handlers = alertJobHandlers(ctx.db, { ...process.env, SMTP_URL: catcher.smtpUrl });
    ({ team, jobId, outsider, outsiderJobId } = await teamWithJob(ctx, 'บริษัท ชวนสมัคร จำกัด'));
  });
  afterAll(async () => {
    await catcher.stop();
  });

  it('a findable candidate is invited once: listed on their side, told in the bell and by e-mail with the job link', async () => {
    const cand = await consentingCandidate(ctx, { first: 'ดาว', last: 'เด่น' });
    const res = await invite(team.recruiter, cand.uid, { job_id: jobId, message: '  สนใจคุยกันไหมครับ  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      job_id: jobId,
      candidate_uid: cand.uid,
      message: 'สนใจคุยกันไหมครับ',
      invited_by: 'สมหญิง สรรหา',
    });

    const mine = await invitations(cand);
    expect(mine.total).toBe(1);
    expect(mine.items[0]).toMatchObject({
      id: res.json().data.id,
      job: { id: jobId, title: 'นักพัฒนา Node.js', open: true },
      company: { id: team.companyId, name_th: 'บริษัท ชวนสมัคร จำกัด' },
      message: 'สนใจคุยกันไหมครับ',
      applied: false,
    });
    const bell = await ctx.db
      .select({ kind: notification.kind, payload: notification.payload })
      .from(notification)
      .where(eq(notification.recipientUid, cand.uid));
    expect(bell).toEqual([
      {
        kind: 'job_invitation',
        payload: expect.objectContaining({ job_id: jobId, job_title: 'นักพัฒนา Node.js' }),
      },
    ]);

    expect(await runDueJobs(ctx.db, handlers, { backoffMs: 200 })).toBeGreaterThanOrEqual(1);
    const mails = await catcher.to(cand.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('บริษัท ชวนสมัคร จำกัด');
    expect(mails[0].text).toContain(`/candidate/jobs/${jobId}`);
    // the company's own words stay behind the sign-in
    expect(mails[0].text).not.toContain('สนใจคุยกันไหมครับ');

    const twice = await invite(team.owner, cand.uid, { job_id: jobId }, 'en');
    expect([twice.statusCode, twice.json().error.code]).toEqual([409, 'ALREADY_INVITED']);
    expect(twice.json().error.message).toContain('already invited');

    // applying shows on the invitation; dismissing takes it off the list (another candidate cannot)
    await applyTo(ctx, cand, jobId);
    expect((await invitations(cand)).items[0].applied).toBe(true);
    const stranger = await consentingCandidate(ctx);
    const foreign = await ctx.call('POST', `/api/candidate/invitations/${mine.items[0].id}/dismiss`, {
      auth: stranger.auth,
    });
    expect(foreign.statusCode).toBe(404);
    for (let i = 0; i < 2; i++) {
      const dismissed = await ctx.call('POST', `/api/candidate/invitations/${mine.items[0].id}/dismiss`, {
        auth: cand.auth,
      });
      expect(dismissed.statusCode).toBe(204);
    }
    expect(await invitations(cand)).toMatchObject({ items: [], total: 0 });
  });

  it('candidates who do not allow it are a 404 like the candidate browser: hidden, restricted, no consent', async () => {
    const hidden = await consentingCandidate(ctx, { visible: false });
    const restricted = await consentingCandidate(ctx);
    await ctx.call('PUT', '/api/candidate/privacy/restriction', {
      auth: restricted.auth,
      body: { restricted: true },
    });
    const noConsent = await createUser('candidate');
    await ctx.call('PUT', '/api/candidate/profile', {
      auth: noConsent.auth,
      body: { first_name: 'No', visible_to_employers: true },
    });
    for (const who of [hidden, restricted, noConsent]) {
      const browse = await ctx.call('GET', `/api/corporate/candidates/${who.uid}`, { auth: team.owner.auth });
      expect(browse.statusCode).toBe(404);
      const res = await invite(team.owner, who.uid, { job_id: jobId });
      expect([res.statusCode, res.json().error.code]).toEqual([404, 'CANDIDATE_NOT_FOUND']);
    }
    const nobody = await invite(team.owner, 'nobody-at-all', { job_id: jobId });
    expect(nobody.statusCode).toBe(404);
    expect(
      await ctx.db.select().from(jobInvitation).where(eq(jobInvitation.candidateUid, hidden.uid)),
    ).toEqual([]);
  });

  it("another company's job, a job not open, a candidate who applied: refused", async () => {
    const cand = await consentingCandidate(ctx);
    const theirs = await invite(team.owner, cand.uid, { job_id: outsiderJobId });
    expect([theirs.statusCode, theirs.json().error.code]).toEqual([404, 'JOB_NOT_FOUND']);
    const ours = await invite(outsider, cand.uid, { job_id: jobId });
    expect([ours.statusCode, ours.json().error.code]).toEqual([404, 'JOB_NOT_FOUND']);
    const closed = await insertPublishedJob(ctx.db, team.companyId, { ownerUid: team.recruiter.uid });
    await ctx.db.update(job).set({ status: 'closed' }).where(eq(job.id, closed));
    const notOpen = await invite(team.owner, cand.uid, { job_id: closed });
    expect([notOpen.statusCode, notOpen.json().error.code]).toEqual([409, 'JOB_NOT_OPEN']);
    const held = await insertPublishedJob(ctx.db, team.companyId, { moderation: 'held' });
    expect((await invite(team.owner, cand.uid, { job_id: held })).statusCode).toBe(409);
    await applyTo(ctx, cand, jobId);
    const applied = await invite(team.owner, cand.uid, { job_id: jobId });
    expect([applied.statusCode, applied.json().error.code]).toEqual([409, 'ALREADY_APPLIED']);
    const bad = await invite(team.owner, cand.uid, { job_id: 'not-a-uuid', message: 'x'.repeat(2001) });
    expect(bad.statusCode).toBe(400);
  });

  it('roles: the viewer cannot invite; a recruiter only to the jobs they own or work on; admins to any', async () => {
    const cand = await consentingCandidate(ctx);
    const viewer = await invite(team.viewer, cand.uid, { job_id: jobId });
    expect([viewer.statusCode, viewer.json().error.code]).toEqual([403, 'TEAM_ROLE_FORBIDDEN']);
    const adminsJob = await insertPublishedJob(ctx.db, team.companyId, { ownerUid: team.admin.uid });
    const recruiter = await invite(team.recruiter, cand.uid, { job_id: adminsJob });
    expect([recruiter.statusCode, recruiter.json().error.code]).toEqual([403, 'TEAM_ROLE_FORBIDDEN']);
    expect((await invite(team.admin, cand.uid, { job_id: adminsJob })).statusCode).toBe(201);
    const candidateCaller = await invite(cand as TestUser, cand.uid, { job_id: jobId });
    expect([candidateCaller.statusCode, candidateCaller.json().error.code]).toEqual([403, 'WRONG_ROLE']);
  });

  it("PDPA: the candidate's data export holds the invitations (not who on the team sent them); erasure removes them", async () => {
    const cand = await consentingCandidate(ctx);
    const res = await invite(team.recruiter, cand.uid, { job_id: jobId, message: 'ข้อความเชิญ' });
    expect(res.statusCode).toBe(201);
    const exp = await ctx.call('POST', '/api/candidate/data-export', { auth: cand.auth });
    expect(exp.json().data.status).toBe('ready');
    const dl = await ctx.call('GET', `/api/candidate/data-export/${exp.json().data.id}/download`, {
      auth: cand.auth,
    });
    const data = JSON.parse(unzip(dl.rawPayload).get('data.json')!.toString()) as {
      tables: Record<string, Record<string, unknown>[]>;
    };
    expect(data.tables.job_invitation).toEqual([
      expect.objectContaining({
        job_id: jobId,
        job_title: 'นักพัฒนา Node.js',
        company_name_th: 'บริษัท ชวนสมัคร จำกัด',
        message: 'ข้อความเชิญ',
      }),
    ]);
    expect(JSON.stringify(data.tables.job_invitation)).not.toContain(team.recruiter.uid);

    await ctx.call('POST', '/api/candidate/deletion-request', { auth: cand.auth });
    expect(await eraseCandidate(ctx.db, testPools(), cand.uid)).toBe('erased');
    expect(
      await ctx.db
        .select()
        .from(jobInvitation)
        .where(and(eq(jobInvitation.candidateUid, cand.uid), eq(jobInvitation.jobId, jobId))),
    ).toEqual([]);
  });
});
