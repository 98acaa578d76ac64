/**
 * Interviews (issue 43): the team proposes slots from the pipeline, the candidate picks one or asks for others, the
 * team reschedules or cancels. The roles and the other company, the other candidate, the .ics e-mailed to both
 * sides through a real SMTP server and parsed by a maintained calendar library (ical.js: TZID, SEQUENCE,
 * METHOD:CANCEL, one UID throughout), the reminders in the job queue, the activity of both sides, and the PDPA
 * effects (restriction, withdrawal, export, erasure).
 */
import ICAL from 'ical.js';
import { sql } from 'drizzle-orm';
import { corporateAccount, jobCollaborator } from '../src/db/schema';
import type { Db } from '../src/db/types';
import { queryRows } from '../src/db/sql';
import { alertJobHandlers } from '../src/services/alerts/jobs';
import { interviewJobHandlers } from '../src/services/interviews/jobs';
import { eraseCandidate } from '../src/services/pdpa/erasure';
import { runDueJobs, type JobHandlers } from '../src/services/queue/queue';
import { forEachDriver } from './helpers/app';
import { insertCompany, insertPublishedJob } from './helpers/fixtures';
import { MailCatcher, type CaughtMail } from './helpers/mail-catcher';
import { testPools } from './helpers/pdpa';
import { unzip } from './helpers/unzip';
import { createUser, type TestUser } from './helpers/users';

type TeamRole = 'owner' | 'admin' | 'recruiter' | 'viewer';
const HOUR = 3600_000;
const DAY = 24 * HOUR;

async function member(db: Db, companyId: string, role: TeamRole, contactName: string): Promise<TestUser> {
  const u = await createUser('corporate');
  await db.insert(corporateAccount).values({ uid: u.uid, companyId, email: u.email, contactName, role });
  return u;
}

/** A future instant on the minute (the ISO string the API answers with). */
const at = (ms: number) => new Date(Math.ceil((Date.now() + ms) / 60_000) * 60_000).toISOString();

interface Parsed {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  tzid: string | null;
  start: string;
  end: string;
  summary: string;
  description: string;
  location: string;
  organizer: string;
  attendees: string[];
}

/** Parses an .ics with ical.js, resolving DTSTART through the file's own VTIMEZONE. */
function parseIcs(text: string): Parsed {
  const cal = new ICAL.Component(ICAL.parse(text));
  const vtz = cal.getFirstSubcomponent('vtimezone');
  const zone = vtz ? new ICAL.Timezone(vtz) : null;
  const ev = cal.getFirstSubcomponent('vevent')!;
  const instant = (name: string) => {
    const t = ev.getFirstPropertyValue(name) as ICAL.Time;
    if (zone && !t.zone?.tzid?.startsWith('UTC')) t.zone = zone;
    return t.toJSDate().toISOString();
  };
  return {
    method: String(cal.getFirstPropertyValue('method')),
    uid: String(ev.getFirstPropertyValue('uid')),
    sequence: Number(ev.getFirstPropertyValue('sequence')),
    status: String(ev.getFirstPropertyValue('status')),
    tzid: (ev.getFirstProperty('dtstart')!.getParameter('tzid') as string | undefined) ?? null,
    start: instant('dtstart'),
    end: instant('dtend'),
    summary: String(ev.getFirstPropertyValue('summary')),
    description: String(ev.getFirstPropertyValue('description')),
    location: String(ev.getFirstPropertyValue('location')),
    organizer: String(ev.getFirstPropertyValue('organizer')),
    attendees: ev.getAllProperties('attendee').map((p) => String(p.getFirstValue())),
  };
}

forEachDriver('interviews', (ctx) => {
  const catcher = new MailCatcher();
  let handlers: JobHandlers;
  let companyId: string;
  let owner: TestUser;
  let recruiter: TestUser; // owns the jobs below
  let helper: TestUser; // recruiter, collaborator on the jobs: proposes the interviews
  let outsider: TestUser; // recruiter of the company, neither owner nor collaborator
  let viewer: TestUser;
  let intruder: TestUser; // owner of another company
  let stranger: TestUser; // another candidate

  const runQueue = () => runDueJobs(ctx.db, handlers, { backoffMs: 200 });

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
  const apply = async (cand: TestUser, title = 'นักพัฒนา Go'): Promise<{ appId: string; jobId: string }> => {
    const jobId = await insertPublishedJob(ctx.db, companyId, { title, ownerUid: recruiter.uid });
    await ctx.db.insert(jobCollaborator).values({ jobId, accountUid: helper.uid, addedByUid: owner.uid });
    const res = await ctx.call('POST', '/api/candidate/applications', {
      auth: cand.auth,
      body: { job_id: jobId },
    });
    expect([res.statusCode, res.statusCode === 201 ? '' : res.body]).toEqual([201, '']);
    return { appId: res.json().data.id as string, jobId };
  };
  const proposal = (slots: string[], extra: Record<string, unknown> = {}) => ({
    mode: 'video',
    location: 'https://meet.example.com/abc-defg',
    duration_minutes: 45,
    note: 'เตรียมตัวอย่างงาน, 1 ชิ้น; ขอบคุณครับ',
    slots,
    ...extra,
  });
  const propose = (who: TestUser, appId: string, body: Record<string, unknown>) =>
    ctx.call('POST', `/api/corporate/applications/${appId}/interviews`, { auth: who.auth, body });
  const mine = async (cand: TestUser) =>
    (await ctx.call('GET', '/api/candidate/interviews', { auth: cand.auth })).json().data as {
      id: string;
      status: string;
      starts_at: string | null;
      sequence: number;
      slots: { id: string; starts_at: string }[];
      job: { id: string; title: string };
      company: { name_th: string };
    }[];
  const choose = (cand: TestUser, id: string, slotId: string) =>
    ctx.call('POST', `/api/candidate/interviews/${id}/choose`, {
      auth: cand.auth,
      body: { slot_id: slotId },
    });
  const reminders = (id: string) =>
    queryRows<{ singleton_key: string; run_at: Date | string; payload: Record<string, unknown> }>(
      ctx.db,
      sql`select singleton_key, run_at, payload from job_queue where singleton_key like ${`interview-reminder:${id}:%`}
          order by run_at`,
    );
  /** The .ics parts of the mails to an address (both the text/calendar alternative and the attachment). */
  const calendarsOf = async (mail: CaughtMail) => {
    const full = (await (await fetch(`http://127.0.0.1:${catcher.webPort}/api/email/${mail.id}`)).json()) as {
      attachments?: { contentType: string; generatedFileName: string; fileName?: string }[];
    };
    const parts = (full.attachments ?? []).filter((a) => /calendar|ics/i.test(a.contentType));
    return Promise.all(
      parts.map(async (a) => ({
        contentType: a.contentType,
        fileName: a.fileName,
        text: await (
          await fetch(
            `http://127.0.0.1:${catcher.webPort}/api/email/${mail.id}/attachment/${a.generatedFileName}`,
          )
        ).text(),
      })),
    );
  };
  const mailTo = async (who: TestUser, subject: RegExp) => {
    const found = (await catcher.to(who.email)).filter((m) => subject.test(m.subject));
    expect({ to: who.email, subject: String(subject), found: found.length > 0 }).toEqual({
      to: who.email,
      subject: String(subject),
      found: true,
    });
    return found[found.length - 1];
  };
  const icsOf = async (mail: CaughtMail) => {
    const parts = await calendarsOf(mail);
    expect(parts.length).toBeGreaterThan(0);
    return parseIcs(parts[0].text);
  };

  beforeAll(async () => {
    await catcher.start();
    handlers = {
      ...alertJobHandlers(ctx.db, { ...process.env, SMTP_URL: catcher.smtpUrl }),
      ...interviewJobHandlers(ctx.db),
    };
    owner = await createUser('corporate');
    companyId = await insertCompany(ctx.db, 'บริษัท นัดหมาย จำกัด', owner.uid);
    [recruiter, helper, outsider, viewer] = await Promise.all([
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

  it('propose: roles, the other company, bounds; the application moves to interview without the status e-mail', async () => {
    const cand = await newCandidate();
    const { appId } = await apply(cand);
    const slots = [at(3 * DAY), at(4 * DAY)];

    const denied = async (who: TestUser) => (await propose(who, appId, proposal(slots))).json().error?.code;
    expect(await denied(viewer)).toBe('TEAM_ROLE_FORBIDDEN');
    expect(await denied(outsider)).toBe('TEAM_ROLE_FORBIDDEN');
    const foreign = await propose(intruder, appId, proposal(slots));
    expect([foreign.statusCode, foreign.json().error.code]).toEqual([404, 'APPLICATION_NOT_FOUND']);
    const candidateToken = await ctx.call('POST', `/api/corporate/applications/${appId}/interviews`, {
      auth: cand.auth,
      body: proposal(slots),
    });
    expect(candidateToken.statusCode).toBe(403);

    const bad = async (body: Record<string, unknown>) => {
      const res = await propose(helper, appId, body);
      expect(res.statusCode).toBe(400);
      return (res.json().error.fields as { field: string; code: string }[]).map(
        (f) => `${f.field}:${f.code}`,
      );
    };
    expect(await bad(proposal([at(2 * DAY), new Date(Date.now() - HOUR).toISOString()]))).toEqual([
      'slots.1:past_date',
    ]);
    expect(await bad(proposal([slots[0], slots[0]]))).toEqual(['slots.1:invalid']);
    expect(await bad(proposal(slots, { location: 'http://meet.example.com/x' }))).toEqual([
      'location:format',
    ]);
    expect(await bad(proposal(slots, { duration_minutes: 10 }))).toEqual([
      expect.stringMatching(/^duration_minutes:/),
    ]);
    expect(await bad(proposal([1, 2, 3, 4, 5, 6].map((d) => at(d * DAY))))).toEqual([
      expect.stringMatching(/^slots:/),
    ]);
    expect(await bad(proposal([]))).toEqual([expect.stringMatching(/^slots:/)]);

    const created = await propose(helper, appId, proposal(slots));
    expect([created.statusCode, created.statusCode === 201 ? '' : created.body]).toEqual([201, '']);
    const i = created.json().data;
    expect(i).toMatchObject({
      application_id: appId,
      status: 'proposed',
      mode: 'video',
      duration_minutes: 45,
      starts_at: null,
      sequence: 0,
      created_by_name: 'วิภา ช่วยดู',
    });
    expect(i.slots.map((s: { starts_at: string }) => s.starts_at)).toEqual(slots);

    const app = (await ctx.call('GET', `/api/corporate/applications/${appId}`, { auth: viewer.auth })).json()
      .data;
    expect(app.status).toBe('interview');
    // every member reads the interviews; the other company does not
    const listed = await ctx.call('GET', `/api/corporate/applications/${appId}/interviews`, {
      auth: viewer.auth,
    });
    expect(listed.json().data.map((x: { id: string }) => x.id)).toEqual([i.id]);
    expect(
      (await ctx.call('GET', `/api/corporate/applications/${appId}/interviews`, { auth: intruder.auth }))
        .statusCode,
    ).toBe(404);

    // the candidate hears of the interview (in-app + e-mail with the slots), not of the plain status change
    const bell = (await ctx.call('GET', '/api/candidate/notifications?limit=50', { auth: cand.auth })).json()
      .data.items as { kind: string; payload: Record<string, unknown> }[];
    expect(bell.map((n) => [n.kind, n.payload.event ?? null])).toEqual([['interview', 'proposed']]);
    await runQueue();
    const invite = await mailTo(cand, /เชิญสัมภาษณ์งาน/);
    expect(invite.text).toContain('เวลาประเทศไทย');
    expect(invite.text).toContain('https://meet.example.com/abc-defg');
    expect(await calendarsOf(invite)).toEqual([]);

    // both sides' activity
    const feed = async (who: TestUser) =>
      (await ctx.call('GET', `/api/${who.pool}/activities?limit=50`, { auth: who.auth })).json().data
        .items as {
        type: string;
      }[];
    expect((await feed(cand)).map((e) => e.type)).toContain('interview_proposed');
    expect((await feed(owner)).map((e) => e.type)).toContain('interview_proposed');
  });

  it('the candidate chooses: both sides get the .ics (REQUEST, TZID, sequence 0); twice is 409; reminders queued', async () => {
    const cand = await newCandidate('ผู้เลือก', 'เวลา');
    const { appId, jobId } = await apply(cand, 'นักวิเคราะห์ข้อมูล');
    const slots = [at(3 * DAY + 2 * HOUR), at(5 * DAY)];
    const id = (await propose(helper, appId, proposal(slots))).json().data.id as string;
    await runQueue();
    await catcher.clear();

    const list = await mine(cand);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id,
      status: 'proposed',
      job: { id: jobId, title: 'นักวิเคราะห์ข้อมูล' },
      company: { name_th: 'บริษัท นัดหมาย จำกัด' },
    });
    expect(await mine(stranger)).toEqual([]);
    const slot = list[0].slots[0];
    const foreign = await choose(stranger, id, slot.id);
    expect([foreign.statusCode, foreign.json().error.code]).toEqual([404, 'INTERVIEW_NOT_FOUND']);
    const wrongSlot = await choose(cand, id, '00000000-0000-4000-8000-000000000000');
    expect([wrongSlot.statusCode, wrongSlot.json().error.fields]).toEqual([
      400,
      [{ field: 'slot_id', code: 'invalid', message: expect.any(String) }],
    ]);

    const chosen = await choose(cand, id, slot.id);
    expect([chosen.statusCode, chosen.statusCode === 200 ? '' : chosen.body]).toEqual([200, '']);
    expect(chosen.json().data).toMatchObject({
      status: 'scheduled',
      starts_at: slots[0],
      sequence: 0,
      slots: [],
    });
    const again = await choose(cand, id, list[0].slots[1].id);
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'INTERVIEW_NOT_OPEN']);

    // 24 h and 1 h before, one pending job each
    const queued = await reminders(id);
    expect(queued.map((r) => [r.singleton_key, new Date(r.run_at).toISOString()])).toEqual([
      [`interview-reminder:${id}:24h`, new Date(Date.parse(slots[0]) - DAY).toISOString()],
      [`interview-reminder:${id}:1h`, new Date(Date.parse(slots[0]) - HOUR).toISOString()],
    ]);

    await runQueue();
    const toCandidate = await mailTo(cand, /ยืนยันนัดสัมภาษณ์/);
    const toHelper = await mailTo(helper, /ผู้สมัครเลือกเวลา|ยืนยันนัดสัมภาษณ์/);
    const toOwner = await mailTo(recruiter, /ยืนยันนัดสัมภาษณ์/);
    expect(toCandidate.text).toContain('เวลาประเทศไทย');
    const parts = await calendarsOf(toCandidate);
    expect(parts.map((p) => p.contentType.toLowerCase())).toEqual(
      expect.arrayContaining([expect.stringContaining('text/calendar')]),
    );
    for (const mail of [toCandidate, toHelper, toOwner]) {
      const ics = await icsOf(mail);
      expect(ics).toMatchObject({
        method: 'REQUEST',
        uid: `${id}@localhost`,
        sequence: 0,
        status: 'CONFIRMED',
        tzid: 'Asia/Bangkok',
        start: slots[0],
        end: new Date(Date.parse(slots[0]) + 45 * 60_000).toISOString(),
        location: 'https://meet.example.com/abc-defg',
        organizer: 'mailto:no-reply@jobportal.local',
      });
      expect(ics.summary).toContain('สัมภาษณ์งาน นักวิเคราะห์ข้อมูล');
      expect(ics.summary).toContain('Interview นักวิเคราะห์ข้อมูล');
      expect(ics.description).toContain('เตรียมตัวอย่างงาน, 1 ชิ้น; ขอบคุณครับ');
      expect(ics.attendees).toContain(`mailto:${cand.email}`);
    }
    // the raw file: DTSTART in Thai wall-clock time with its TZID, CRLF lines of at most 75 octets
    const raw = (await calendarsOf(toCandidate))[0].text;
    const local = new Date(Date.parse(slots[0]) + 7 * HOUR).toISOString().replace(/[-:]/g, '').slice(0, 15);
    expect(raw).toContain(`DTSTART;TZID=Asia/Bangkok:${local}`);
    expect(raw.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);

    // the candidate downloads the same file
    const file = await ctx.call('GET', `/api/candidate/interviews/${id}/calendar.ics`, { auth: cand.auth });
    expect(file.headers['content-type']).toMatch(/^text\/calendar; charset=utf-8; method=REQUEST/);
    expect(parseIcs(file.body)).toMatchObject({ method: 'REQUEST', uid: `${id}@localhost`, start: slots[0] });
    expect(
      (await ctx.call('GET', `/api/candidate/interviews/${id}/calendar.ics`, { auth: stranger.auth }))
        .statusCode,
    ).toBe(404);
  });

  it('reschedule raises the sequence (1), re-proposing cancels the calendar entry, cancel sends METHOD:CANCEL', async () => {
    const cand = await newCandidate('ย้าย', 'เวลา');
    const { appId } = await apply(cand, 'วิศวกรระบบ');
    const first = at(3 * DAY);
    const id = (await propose(helper, appId, proposal([first]))).json().data.id as string;
    const [slot] = (await mine(cand))[0].slots;
    await choose(cand, id, slot.id);
    await runQueue();
    await catcher.clear();

    // another company and the viewer cannot touch it
    const moved = at(6 * DAY);
    expect(
      (
        await ctx.call('PATCH', `/api/corporate/interviews/${id}`, {
          auth: intruder.auth,
          body: { starts_at: moved },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.call('PATCH', `/api/corporate/interviews/${id}`, {
          auth: viewer.auth,
          body: { starts_at: moved },
        })
      ).json().error.code,
    ).toBe('TEAM_ROLE_FORBIDDEN');
    const past = await ctx.call('PATCH', `/api/corporate/interviews/${id}`, {
      auth: helper.auth,
      body: { starts_at: new Date(Date.now() - DAY).toISOString() },
    });
    expect([past.statusCode, past.json().error.fields[0]]).toEqual([
      400,
      { field: 'starts_at', code: 'past_date', message: expect.any(String) },
    ]);

    const nothing = await ctx.call('PATCH', `/api/corporate/interviews/${id}`, {
      auth: helper.auth,
      body: {},
    });
    expect(nothing.statusCode).toBe(400);
    const both = await ctx.call('PATCH', `/api/corporate/interviews/${id}`, {
      auth: helper.auth,
      body: { starts_at: moved, slots: [moved] },
    });
    expect(both.statusCode).toBe(400);
    const res = await ctx.call('PATCH', `/api/corporate/interviews/${id}`, {
      auth: helper.auth,
      body: { starts_at: moved, location: 'https://meet.example.com/new-room' },
    });
    expect([res.statusCode, res.statusCode === 200 ? '' : res.body]).toEqual([200, '']);
    expect(res.json().data).toMatchObject({ status: 'scheduled', starts_at: moved, sequence: 1 });
    expect((await reminders(id)).map((r) => new Date(r.run_at).toISOString())).toEqual([
      new Date(Date.parse(moved) - DAY).toISOString(),
      new Date(Date.parse(moved) - HOUR).toISOString(),
    ]);
    await runQueue();
    const update = await icsOf(await mailTo(cand, /เปลี่ยนแปลงนัดสัมภาษณ์/));
    expect(update).toMatchObject({
      method: 'REQUEST',
      uid: `${id}@localhost`,
      sequence: 1,
      start: moved,
      location: 'https://meet.example.com/new-room',
    });
    await catcher.clear();

    // new slots: proposed again; the calendars drop the time they hold (CANCEL at sequence 2)
    const later = [at(8 * DAY), at(9 * DAY)];
    const again = await ctx.call('PATCH', `/api/corporate/interviews/${id}`, {
      auth: helper.auth,
      body: { slots: later },
    });
    expect(again.json().data).toMatchObject({ status: 'proposed', starts_at: null, sequence: 2 });
    expect(await reminders(id)).toEqual([]);
    await runQueue();
    const dropped = await icsOf(await mailTo(cand, /เชิญสัมภาษณ์งาน/));
    expect(dropped).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', sequence: 2, start: moved });
    const rechosen = await choose(cand, id, (await mine(cand))[0].slots[1].id);
    expect(rechosen.json().data).toMatchObject({ status: 'scheduled', starts_at: later[1], sequence: 3 });
    await runQueue();
    await catcher.clear();

    // cancel: both sides, METHOD:CANCEL with STATUS:CANCELLED, same UID, a higher sequence; reminders removed
    const cancelled = await ctx.call('POST', `/api/corporate/interviews/${id}/cancel`, {
      auth: recruiter.auth,
      body: { reason: 'ตำแหน่งนี้ปิดรับแล้ว' },
    });
    expect(cancelled.json().data).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'ตำแหน่งนี้ปิดรับแล้ว',
      sequence: 4,
    });
    expect(await reminders(id)).toEqual([]);
    await runQueue();
    for (const who of [cand, helper, recruiter]) {
      const ics = await icsOf(await mailTo(who, /ยกเลิกนัดสัมภาษณ์/));
      expect(ics).toMatchObject({
        method: 'CANCEL',
        status: 'CANCELLED',
        uid: `${id}@localhost`,
        sequence: 4,
        tzid: 'Asia/Bangkok',
        start: later[1],
      });
    }
    const file = await ctx.call('GET', `/api/candidate/interviews/${id}/calendar.ics`, { auth: cand.auth });
    expect(parseIcs(file.body)).toMatchObject({ method: 'CANCEL', sequence: 4 });

    const twice = await ctx.call('POST', `/api/corporate/interviews/${id}/cancel`, {
      auth: helper.auth,
      body: {},
    });
    expect([twice.statusCode, twice.json().error.code]).toEqual([409, 'INTERVIEW_NOT_OPEN']);
    const afterCancel = await ctx.call('PATCH', `/api/corporate/interviews/${id}`, {
      auth: helper.auth,
      body: { starts_at: at(10 * DAY) },
    });
    expect(afterCancel.statusCode).toBe(409);
    const types = (
      (await ctx.call('GET', '/api/candidate/activities?limit=50', { auth: cand.auth })).json().data
        .items as {
        type: string;
      }[]
    ).map((e) => e.type);
    expect(types).toEqual(
      expect.arrayContaining([
        'interview_proposed',
        'interview_scheduled',
        'interview_rescheduled',
        'interview_cancelled',
      ]),
    );
  });

  it('asking for other times: the team hears of it and reads the note; new slots clear it', async () => {
    const cand = await newCandidate('ขอ', 'เวลาอื่น');
    const { appId } = await apply(cand, 'ผู้จัดการโครงการ');
    const id = (await propose(helper, appId, proposal([at(2 * DAY)]))).json().data.id as string;
    const other = await ctx.call('POST', `/api/candidate/interviews/${id}/request-change`, {
      auth: stranger.auth,
      body: { note: 'x' },
    });
    expect(other.statusCode).toBe(404);
    const empty = await ctx.call('POST', `/api/candidate/interviews/${id}/request-change`, {
      auth: cand.auth,
      body: { note: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    const asked = await ctx.call('POST', `/api/candidate/interviews/${id}/request-change`, {
      auth: cand.auth,
      body: { note: 'สะดวกช่วงบ่ายวันศุกร์ค่ะ' },
    });
    expect(asked.json().data).toMatchObject({
      status: 'change_requested',
      candidate_note: 'สะดวกช่วงบ่ายวันศุกร์ค่ะ',
    });
    const slot = (await mine(cand))[0].slots;
    expect(slot).toEqual([]);
    const bell = (
      await ctx.call('GET', '/api/corporate/notifications?limit=50', { auth: helper.auth })
    ).json().data.items as { kind: string; payload: Record<string, unknown> }[];
    expect(bell.find((n) => n.kind === 'interview' && n.payload.interview_id === id)?.payload.event).toBe(
      'change_requested',
    );
    const team = await ctx.call('GET', `/api/corporate/applications/${appId}/interviews`, {
      auth: recruiter.auth,
    });
    expect(team.json().data[0]).toMatchObject({
      status: 'change_requested',
      candidate_note: 'สะดวกช่วงบ่ายวันศุกร์ค่ะ',
    });
    const chooseNow = await choose(cand, id, '00000000-0000-4000-8000-000000000000');
    expect(chooseNow.json().error.code).toBe('INTERVIEW_NOT_OPEN');

    const renewed = await ctx.call('PATCH', `/api/corporate/interviews/${id}`, {
      auth: helper.auth,
      body: { slots: [at(4 * DAY)] },
    });
    expect(renewed.json().data).toMatchObject({ status: 'proposed', candidate_note: null, sequence: 1 });
    // the first invite after a change without any calendar entry keeps counting up
    const picked = await choose(cand, id, (await mine(cand))[0].slots[0].id);
    expect(picked.json().data).toMatchObject({ status: 'scheduled', sequence: 2 });
  });

  it('reminders: due 24 h before, both sides in the app and by e-mail; a moved interview drops the old one', async () => {
    const cand = await newCandidate('เตือน', 'ความจำ');
    const { appId } = await apply(cand, 'นักออกแบบ UX');
    const id = (await propose(helper, appId, proposal([at(3 * DAY)]))).json().data.id as string;
    await choose(cand, id, (await mine(cand))[0].slots[0].id);
    await runQueue();
    await catcher.clear();
    // the 24 h reminder comes due
    await ctx.db.execute(
      sql`update job_queue set run_at = now() - interval '1 second' where singleton_key = ${`interview-reminder:${id}:24h`}`,
    );
    await runQueue();
    await mailTo(cand, /เตือนนัดสัมภาษณ์พรุ่งนี้/);
    await mailTo(helper, /เตือนนัดสัมภาษณ์/);
    expect((await reminders(id)).map((r) => r.singleton_key)).toEqual([`interview-reminder:${id}:1h`]);
    // a stale reminder (the interview moved after it was queued) sends nothing
    const [pending] = await reminders(id);
    await ctx.call('PATCH', `/api/corporate/interviews/${id}`, {
      auth: helper.auth,
      body: { starts_at: at(5 * DAY) },
    });
    await ctx.db.execute(sql`
      insert into job_queue (name, payload, singleton_key, run_at)
      values ('interviews.reminder', ${JSON.stringify(pending.payload)}::jsonb, ${'stale-' + id}, now())`);
    await catcher.clear();
    await runQueue();
    expect((await catcher.to(cand.email)).filter((m) => /เตือน/.test(m.subject))).toEqual([]);
  });

  it('PDPA: a restricted candidate gets no new proposal; withdrawal cancels; export and erasure', async () => {
    const cand = await newCandidate('ส่วนตัว', 'มาก');
    const { appId } = await apply(cand, 'นักบัญชี');
    const id = (await propose(helper, appId, proposal([at(3 * DAY)]))).json().data.id as string;
    await choose(cand, id, (await mine(cand))[0].slots[0].id);

    expect(
      (
        await ctx.call('PUT', '/api/candidate/privacy/restriction', {
          auth: cand.auth,
          body: { restricted: true },
        })
      ).statusCode,
    ).toBe(200);
    const refused = await propose(helper, appId, proposal([at(4 * DAY)]));
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'CANDIDATE_RESTRICTED']);
    const reproposal = await ctx.call('PATCH', `/api/corporate/interviews/${id}`, {
      auth: helper.auth,
      body: { slots: [at(4 * DAY)] },
    });
    expect(reproposal.json().error.code).toBe('CANDIDATE_RESTRICTED');
    await ctx.call('PUT', '/api/candidate/privacy/restriction', {
      auth: cand.auth,
      body: { restricted: false },
    });

    // the data export carries the interviews (not which member proposed them)
    const exp = await ctx.call('POST', '/api/candidate/data-export', { auth: cand.auth });
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
    expect(data.tables.interview.map((r) => [r.id, r.status, r.job_title])).toEqual([
      [id, 'scheduled', 'นักบัญชี'],
    ]);
    expect(data.tables.interview_slot).toHaveLength(1);
    expect(zip.get('data.json')!.toString()).not.toContain('วิภา');

    // withdrawal ends the interview: cancelled, reminders gone, calendars told
    await runQueue();
    await catcher.clear();
    expect(
      (await ctx.call('POST', `/api/candidate/applications/${appId}/withdraw`, { auth: cand.auth }))
        .statusCode,
    ).toBe(200);
    expect((await mine(cand))[0]).toMatchObject({ status: 'cancelled' });
    expect(await reminders(id)).toEqual([]);
    await runQueue();
    expect(await icsOf(await mailTo(cand, /ยกเลิกนัดสัมภาษณ์/))).toMatchObject({ method: 'CANCEL' });
    expect((await mailTo(helper, /ยกเลิกนัดสัมภาษณ์/)).text).toContain('ถอนใบสมัคร');

    // erasure: the interviews and their slots go
    const second = await newCandidate('ลบ', 'ทิ้ง');
    const other = await apply(second, 'นักบัญชีอาวุโส');
    const gone = (await propose(helper, other.appId, proposal([at(3 * DAY)]))).json().data.id as string;
    await choose(second, gone, (await mine(second))[0].slots[0].id);
    expect((await reminders(gone)).length).toBe(2);
    expect(
      (await ctx.call('POST', '/api/candidate/deletion-request', { auth: second.auth })).statusCode,
    ).toBe(200);
    // a candidate who asked for deletion is gone for the company, interviews included
    expect(
      (await ctx.call('GET', `/api/corporate/applications/${other.appId}/interviews`, { auth: helper.auth }))
        .statusCode,
    ).toBe(404);
    expect(await eraseCandidate(ctx.db, testPools(), second.uid)).toBe('erased');
    const left = await queryRows<{ n: number | string }>(
      ctx.db,
      sql`select (select count(*) from interview where id = ${gone}::uuid)
               + (select count(*) from interview_slot where interview_id = ${gone}::uuid) as n`,
    );
    expect(Number(left[0].n)).toBe(0);
    expect(await reminders(gone)).toEqual([]);
    const [audit] = await queryRows<{ counts: Record<string, number> }>(
      ctx.db,
      sql`select counts from erasure_audit order by erased_at desc limit 1`,
    );
    expect(audit.counts.interview).toBe(1);
  });
});
