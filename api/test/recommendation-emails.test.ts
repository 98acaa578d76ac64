import { sql } from 'drizzle-orm';
import { candidate } from '../src/db/schema';
import type { Db } from '../src/db/types';
import { queryRows } from '../src/db/sql';
import { runDueJobs, type JobHandlers } from '../src/services/queue/queue';
import { alertJobHandlers, ensureAlertSchedules } from '../src/services/alerts/jobs';
import {
  bangkokWeek,
  deliverRecommendations,
  RECOMMENDATION_JOB,
} from '../src/services/alerts/recommendations';
import { forEachDriver, type TestContext } from './helpers/app';
import { insertCompany, insertPublishedJob } from './helpers/fixtures';
import { MailCatcher } from './helpers/mail-catcher';
import { auditOf } from './helpers/backoffice';
import { createStaff, createUser, type TestUser } from './helpers/users';

// the match index checks the database on every read in tests (default: at most every 5 s)
process.env.AI_INDEX_CHECK_MS = '0';

const WEEK = 7 * 86_400_000;

async function insertCandidate(
  db: Db,
  uid: string,
  over: Partial<typeof candidate.$inferInsert> = {},
): Promise<void> {
  const skills = over.skills ?? [
    { slug: 'go', level: 'expert' as const },
    { slug: 'postgresql', level: 'advanced' as const },
  ];
  await db.insert(candidate).values({
    uid,
    email: `${uid}@example.com`,
    firstName: 'Somchai',
    lastName: 'Dev',
    phone: '0812345678',
    headline: 'นักพัฒนาแบ็กเอนด์ ภาษา Go 5 ปี',
    yearsExperience: 5,
    expectedSalary: 80000,
    provinceId: 1,
    preferredWorkTypes: ['hybrid'],
    consentPdpa: true,
    consentMarketing: true,
    ...over,
    skills,
    skillSlugs: skills.map((s) => s.slug),
  });
}

forEachDriver('weekly "jobs you may like" e-mail (issue 44)', (ctx: TestContext) => {
  const catcher = new MailCatcher();
  let handlers: JobHandlers;
  let companyId: string;
  let goJob: string;
  let remoteGo: string;
  const run = () => runDueJobs(ctx.db, handlers, { backoffMs: 200 });
  const recommendations = async (uid: string) =>
    queryRows<{ id: string; payload: { jobs: { id: string; score: number }[] }; dedupe_key: string }>(
      ctx.db,
      sql`select id, payload, dedupe_key from notification
          where recipient_uid = ${uid} and kind = 'job_recommendations' order by created_at`,
    );
  const someone = async (over: Partial<typeof candidate.$inferInsert> = {}): Promise<TestUser> => {
    const u = await createUser('candidate');
    await insertCandidate(ctx.db, u.uid, over);
    return u;
  };

  beforeAll(async () => {
    await catcher.start();
    handlers = alertJobHandlers(ctx.db, { ...process.env, SMTP_URL: catcher.smtpUrl });
    const hr = await createUser('corporate');
    companyId = await insertCompany(ctx.db, 'บริษัท โกแลง จำกัด', hr.uid);
    goJob = await insertPublishedJob(ctx.db, companyId, {
      title: 'Senior Backend Engineer (Golang)',
      skills: ['go', 'postgresql', 'kubernetes'],
      workType: 'hybrid',
      yearsExperienceMin: 4,
      salaryMin: 70000,
      salaryMax: 110000,
      postedAt: new Date('2026-12-01T03:00:00Z'),
    });
    remoteGo = await insertPublishedJob(ctx.db, companyId, {
      title: 'Go Developer',
      skills: ['go', 'postgresql'],
      workType: 'remote',
      yearsExperienceMin: 3,
      salaryNegotiable: true,
      salaryMin: 60000,
      salaryMax: 90000,
    });
    await insertPublishedJob(ctx.db, companyId, {
      title: 'Frontend Developer (React)',
      skills: ['react', 'typescript'],
      workType: 'onsite',
    });
  });
  afterAll(async () => {
    await catcher.stop();
  });

  it("goes to consenting candidates only, with each job's salary, province, work mode and Thai date", async () => {
    const yes = await someone();
    const no = await someone({ consentMarketing: false });
    const queued = await deliverRecommendations(ctx.db, new Date(), [yes.uid, no.uid]);
    expect(queued).toBe(1);
    expect(await recommendations(no.uid)).toEqual([]);
    const [n] = await recommendations(yes.uid);
    const ids = n.payload.jobs.map((j) => j.id);
    expect(ids).toContain(goJob);
    // nothing under the floor: the React job does not fit a Go profile
    expect(n.payload.jobs.every((j) => j.score >= 60)).toBe(true);
    expect(ids).toHaveLength(new Set(ids).size);

    await run();
    const [mail] = await catcher.to(yes.email);
    expect(mail.subject).toBe(`งานที่คุณอาจสนใจประจำสัปดาห์ ${ids.length} ตำแหน่ง`);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Senior Backend Engineer (Golang)');
      expect(part).toContain('บริษัท โกแลง จำกัด');
      expect(part).toContain('฿70k - ฿110k');
      expect(part).toContain('กรุงเทพมหานคร');
      expect(part).toContain('ไฮบริด');
      // Thai date, Buddhist era (2026 + 543), Bangkok calendar
      expect(part).toContain('1 ธ.ค. 2569');
      expect(part).toContain(`/candidate/jobs/${goJob}`);
    }
    if (ids.includes(remoteGo)) {
      expect(mail.html).toContain('ตามตกลง');
      expect(mail.html).toContain('ทำงานทางไกล');
    }
    // fluid: no fixed width wider than a phone outside Outlook's conditional comment
    const outsideMso = mail.html.replace(/<!--\[if mso\]>[\s\S]*?<!\[endif\]-->/g, '');
    expect(outsideMso).not.toMatch(/width="\d+"|(?<!max-)width:\s*[3-9]\d\dpx/);
    expect(mail.html).toContain('max-width:600px');
    expect(mail.html).toContain('Noto Sans Thai');
    const headers = await catcher.rawHeaders(mail.id);
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('is not sent when the consent was withdrawn before the e-mail went out', async () => {
    const late = await someone();
    expect(await deliverRecommendations(ctx.db, new Date(), [late.uid])).toBe(1);
    await ctx.db.execute(sql`update candidate set consent_marketing = false where uid = ${late.uid}`);
    await run();
    expect(await catcher.to(late.email)).toEqual([]);
  });

  it('at most once a week, never the same job twice, none when nothing scores above the floor', async () => {
    const me = await someone();
    const now = new Date('2026-12-10T02:00:00Z');
    expect(await deliverRecommendations(ctx.db, now, [me.uid])).toBe(1);
    // a retry, a second worker, a later run of the same week: nothing more
    expect(await deliverRecommendations(ctx.db, new Date(now.getTime() + 3 * 86_400_000), [me.uid])).toBe(0);
    const [first] = await recommendations(me.uid);
    expect(first.dedupe_key).toBe(`recommendations:${bangkokWeek(now)}`);

    // next week: the jobs already e-mailed are not sent again; a new fitting job is
    const newer = await insertPublishedJob(ctx.db, companyId, {
      title: 'Platform Engineer (Go, PostgreSQL)',
      skills: ['go', 'postgresql', 'docker'],
      workType: 'hybrid',
      yearsExperienceMin: 4,
      salaryMin: 90000,
      salaryMax: 120000,
    });
    expect(await deliverRecommendations(ctx.db, new Date(now.getTime() + WEEK), [me.uid])).toBe(1);
    const [, second] = await recommendations(me.uid);
    const before = new Set(first.payload.jobs.map((j) => j.id));
    expect(second.payload.jobs.map((j) => j.id)).toContain(newer);
    expect(second.payload.jobs.some((j) => before.has(j.id))).toBe(false);

    // the week after: every fitting job was sent already, so no e-mail at all
    expect(await deliverRecommendations(ctx.db, new Date(now.getTime() + 2 * WEEK), [me.uid])).toBe(0);

    // a profile that fits nothing here gets nothing
    const cook = await someone({
      headline: 'เชฟอาหารไทย',
      skills: [{ slug: 'cobol', level: 'beginner' }],
      yearsExperience: 0,
      preferredWorkTypes: ['onsite'],
      provinceId: null,
    });
    expect(await deliverRecommendations(ctx.db, now, [cook.uid])).toBe(0);
  });

  it('leaves out jobs the candidate applied to', async () => {
    const applied = await someone();
    await ctx.db.execute(
      sql`insert into application (candidate_uid, job_id, status) values (${applied.uid}, ${goJob}::uuid, 'applied')`,
    );
    await deliverRecommendations(ctx.db, new Date(), [applied.uid]);
    const rows = await recommendations(applied.uid);
    expect(rows.flatMap((r) => r.payload.jobs.map((j) => j.id))).not.toContain(goJob);
  });

  it('one-click unsubscribe switches the kind off and later weeks skip the candidate', async () => {
    const me = await someone();
    const now = new Date('2026-12-17T02:00:00Z');
    await deliverRecommendations(ctx.db, now, [me.uid]);
    await run();
    const [mail] = await catcher.to(me.email);
    const headers = await catcher.rawHeaders(mail.id);
    const url = new URL(/<([^>]+)>/.exec(headers['list-unsubscribe'])![1]);
    const page = await ctx.call('GET', url.pathname + url.search);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('งานที่คุณอาจสนใจประจำสัปดาห์');
    const done = await ctx.call('POST', url.pathname + url.search, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.statusCode).toBe(200);
    const prefs = await ctx.call('GET', '/api/candidate/notification-preferences', { auth: me.auth });
    expect(prefs.json().data.email_off).toEqual(['job_recommendations']);
    expect(await deliverRecommendations(ctx.db, new Date(now.getTime() + WEEK), [me.uid])).toBe(0);
  });

  it('is scheduled weekly, Thursday 09:00 Bangkok time, through the queue', async () => {
    await ensureAlertSchedules(ctx.db, new Date('2026-12-06T10:00:00Z'));
    const [row] = await queryRows<{ run_at: string }>(
      ctx.db,
      sql`select run_at::text as run_at from job_queue where name = ${RECOMMENDATION_JOB.name}`,
    );
    // Thursday 10 December 2026 09:00 at UTC+7
    expect(new Date(row.run_at.replace(' ', 'T').replace(/\+00$/, 'Z')).toISOString()).toBe(
      '2026-12-10T02:00:00.000Z',
    );
    expect(Object.keys(handlers)).toContain(RECOMMENDATION_JOB.name);
  });

  it('an admin can make the weekly run due now (audited); others cannot, unknown names are refused', async () => {
    const [admin, editor] = await Promise.all([createStaff(['admin']), createStaff(['editor'])]);
    const me = await someone();
    const url = `/api/backoffice/system/schedules/${RECOMMENDATION_JOB.name}/run`;
    expect((await ctx.call('POST', url, { auth: editor.auth })).statusCode).toBe(403);
    expect((await ctx.call('POST', url)).statusCode).toBe(401);
    const unknown = await ctx.call('POST', '/api/backoffice/system/schedules/pdpa.sweep/run', {
      auth: admin.auth,
    });
    expect(unknown.statusCode).toBe(400);
    await ensureAlertSchedules(ctx.db);
    expect((await ctx.call('POST', url, { auth: admin.auth })).statusCode).toBe(204);
    expect((await auditOf(ctx.db, RECOMMENDATION_JOB.name)).map((a) => a.action)).toEqual(['queue.run_now']);
    // the worker runs it at its next poll: the candidate gets this week's e-mail, a second run adds nothing
    await run();
    await run();
    expect(await recommendations(me.uid)).toHaveLength(1);
    expect((await ctx.call('POST', url, { auth: admin.auth })).statusCode).toBe(204);
    await run();
    await run();
    expect(await recommendations(me.uid)).toHaveLength(1);
    expect((await catcher.to(me.email)).filter((m) => m.subject.startsWith('งานที่คุณอาจสนใจ'))).toHaveLength(1);
  });
});
