import { NOTIFICATION_KINDS } from '@jobportal/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/sql';
import { claimNext, runDueJobs, type JobHandlers } from '../src/services/queue/queue';
import { alertJobHandlers } from '../src/services/alerts/jobs';
import { deliverDigests, DIGEST_MAX_JOBS } from '../src/services/alerts/digest';
import { warnExpiringJobs } from '../src/services/alerts/expiring';
import { MATCH_JOBS, matchPublishedJobs } from '../src/services/alerts/matching';
import { SEND_EMAIL } from '../src/services/alerts/notify';
import { signUnsubscribe } from '../src/services/alerts/email/unsubscribe-token';
import { mailSettings, signingSecret } from '../src/services/alerts/email/settings';
import { forEachDriver, type TestContext } from './helpers/app';
import { insertCompany, jobInput } from './helpers/fixtures';
import { MailCatcher } from './helpers/mail-catcher';
import { createUser, type TestUser } from './helpers/users';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

forEachDriver('job alerts and notifications', (ctx: TestContext) => {
  const catcher = new MailCatcher();
  let handlers: JobHandlers;
  let hr: TestUser;
  const run = () => runDueJobs(ctx.db, handlers, { backoffMs: 200 });

  const consent = (who: TestUser, marketing: boolean) =>
    ctx.call('PUT', '/api/candidate/savePDPASection', {
      auth: who.auth,
      body: { pdpa: true, cookie: false, marketing },
    });
  const candidate = async (marketing = true): Promise<TestUser> => {
    const u = await createUser('candidate');
    await consent(u, marketing);
    return u;
  };
  const save = (who: TestUser, body: Record<string, unknown>, lang = 'th') =>
    ctx.call('POST', '/api/candidate/saved-searches', {
      auth: who.auth,
      body,
      headers: { 'accept-language': lang },
    });
  const publish = async (overrides: Record<string, unknown> = {}): Promise<string> => {
    const res = await ctx.call('POST', '/api/corporate/jobs', {
      auth: hr.auth,
      body: { ...jobInput(overrides), publish: true },
    });
    expect([res.statusCode, res.statusCode === 201 ? '' : res.body]).toEqual([201, '']);
    return res.json().data.id as string;
  };
  const notes = async (who: TestUser, role = 'candidate') =>
    (await ctx.call('GET', `/api/${role}/notifications?limit=50`, { auth: who.auth })).json().data.items as {
      id: string;
      kind: string;
      payload: Record<string, unknown>;
      read_at: string | null;
    }[];
  const digestJobs = async (who: TestUser) =>
    (await notes(who))
      .filter((n) => n.kind === 'saved_search_digest')
      .flatMap((n) => (n.payload.jobs as { id: string }[]).map((j) => j.id));

  beforeAll(async () => {
    await catcher.start();
    handlers = alertJobHandlers(ctx.db, { ...process.env, SMTP_URL: catcher.smtpUrl });
    hr = await createUser('corporate');
    await insertCompany(ctx.db, 'บริษัท แจ้งเตือน จำกัด', hr.uid);
  });
  afterAll(async () => {
    await catcher.stop();
  });

  it('saved searches: create with the search URL parameters, list, rename, pause, delete; at most 20', async () => {
    const me = await candidate();
    const created = await save(me, {
      name: 'React กรุงเทพ',
      filter: { main_input: 'react', location: [1], workType: ['hybrid'] },
      frequency: 'daily',
    });
    expect(created.statusCode).toBe(201);
    const s = created.json().data;
    expect(s).toMatchObject({ name: 'React กรุงเทพ', frequency: 'daily', paused: false, locale: 'th' });
    expect(s.filter).toEqual({ main_input: 'react', location: [1], workType: ['hybrid'] });

    const bad = await save(me, { name: ' ', filter: { nope: 1 }, frequency: 'hourly' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_ERROR');

    const patched = await ctx.call('PATCH', `/api/candidate/saved-searches/${s.id}`, {
      auth: me.auth,
      body: { name: 'React', paused: true },
    });
    expect(patched.json().data).toMatchObject({ name: 'React', paused: true });
    const other = await candidate();
    const foreign = await ctx.call('DELETE', `/api/candidate/saved-searches/${s.id}`, { auth: other.auth });
    expect(foreign.json().error.code).toBe('NOT_FOUND');

    for (let i = 1; i < 20; i++)
      expect(
        (await save(me, { name: `s${i}`, filter: { main_input: `none${i}` }, frequency: 'weekly' }))
          .statusCode,
      ).toBe(201);
    const over = await save(me, { name: 's21', filter: {}, frequency: 'weekly' }, 'en');
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatchObject({ code: 'SAVED_SEARCH_LIMIT' });
    expect(over.json().error.message).toContain('20');
    expect(
      (await ctx.call('DELETE', `/api/candidate/saved-searches/${s.id}`, { auth: me.auth })).statusCode,
    ).toBe(204);
    const list = await ctx.call('GET', '/api/candidate/saved-searches', { auth: me.auth });
    expect(list.json().data).toHaveLength(19);
  });

  it('matching: a job published after the save matches once; closing, reopening or editing it sends nothing again', async () => {
    const me = await candidate();
    await save(me, { name: 'งาน Kotlin', filter: { main_input: 'kotlin' }, frequency: 'instant' });
    const other = await publish({ title: 'Go engineer', skills: ['python'] });
    const jobId = await publish({ title: 'นักพัฒนา Kotlin Android', skills: ['python'] });
    await run();
    expect(await digestJobs(me)).toEqual([jobId]);
    expect(await digestJobs(me)).not.toContain(other);
    const mails = await catcher.to(me.email);
    expect(mails).toHaveLength(1);
    // named by its filters in words (issue 44), the job listed with its title
    expect(mails[0].subject).toBe('งานใหม่ 1 ตำแหน่งสำหรับ "kotlin"');
    expect(mails[0].text).toContain('นักพัฒนา Kotlin Android');
    for (const part of [mails[0].html, mails[0].text])
      for (const fact of ['฿50k - ฿80k', 'กรุงเทพมหานคร', 'ไฮบริด', 'ประกาศเมื่อ'])
        expect([fact, part.includes(fact)]).toEqual([fact, true]);
    expect(mails[0].text).toContain(`/candidate/jobs/${jobId}`);

    for (const action of ['close', 'reopen'])
      await ctx.call('POST', `/api/corporate/jobs/${jobId}/${action}`, { auth: hr.auth });
    await ctx.call('PUT', `/api/corporate/jobs/${jobId}`, {
      auth: hr.auth,
      body: jobInput({ title: 'นักพัฒนา Kotlin Android อาวุโส', skills: ['python'] }),
    });
    await run();
    expect(await digestJobs(me)).toEqual([jobId]);
    expect(await catcher.to(me.email)).toHaveLength(1);
  });

  it('matching: a published job edited so that it now matches a saved search is sent once; a draft edit sends nothing', async () => {
    const me = await candidate();
    await save(me, { name: 'งาน Haskell', filter: { main_input: 'haskell' }, frequency: 'instant' });
    const jobId = await publish({ title: 'Backend developer', skills: ['python'] });
    const draft = await ctx.call('POST', '/api/corporate/jobs', {
      auth: hr.auth,
      body: jobInput({ title: 'Backend engineer', skills: ['python'] }),
    });
    const draftId = draft.json().data.id as string;
    await run();
    expect(await digestJobs(me)).toEqual([]);

    const edit = (id: string, title: string) =>
      ctx.call('PUT', `/api/corporate/jobs/${id}`, {
        auth: hr.auth,
        body: jobInput({ title, skills: ['python'] }),
      });
    expect((await edit(jobId, 'Haskell backend developer')).statusCode).toBe(200);
    expect((await edit(draftId, 'Haskell backend engineer')).statusCode).toBe(200);
    await run();
    expect(await digestJobs(me)).toEqual([jobId]);
    expect(await catcher.to(me.email)).toHaveLength(1);

    expect((await edit(jobId, 'Haskell backend developer (remote)')).statusCode).toBe(200);
    await run();
    expect(await digestJobs(me)).toEqual([jobId]);
    expect(await catcher.to(me.email)).toHaveLength(1);
  });

  it('digests are grouped by frequency: instant at once, daily and weekly on their own runs, each once', async () => {
    const me = await candidate();
    const filter = { main_input: 'elixir' };
    for (const frequency of ['instant', 'daily', 'weekly'])
      await save(me, { name: `elixir ${frequency}`, filter, frequency });
    const a = await publish({ title: 'Elixir developer', skills: ['python'] });
    const b = await publish({ title: 'Elixir platform engineer', skills: ['python'] });
    await run();
    const byName = async () => {
      const out: Record<string, string[]> = {};
      for (const n of (await notes(me)).filter((x) => x.kind === 'saved_search_digest'))
        (out[String(n.payload.saved_search_name)] ??= []).push(
          ...(n.payload.jobs as { id: string }[]).map((j) => j.id),
        );
      return out;
    };
    expect(Object.keys(await byName())).toEqual(['elixir instant']);
    expect(await deliverDigests(ctx.db, 'daily')).toBe(1);
    expect(await deliverDigests(ctx.db, 'daily')).toBe(0);
    const afterDaily = await byName();
    expect(afterDaily['elixir daily'].sort()).toEqual([a, b].sort());
    expect(afterDaily['elixir weekly']).toBeUndefined();
    expect(await deliverDigests(ctx.db, 'weekly')).toBe(1);
    const all = await byName();
    expect(all['elixir weekly'].sort()).toEqual([a, b].sort());
    // instant: one per publication; daily and weekly: one digest with both jobs
    expect((await notes(me)).filter((n) => n.kind === 'saved_search_digest')).toHaveLength(4);
    await run();
    expect(await catcher.to(me.email)).toHaveLength(4);
    // the next daily digest carries only the job found since
    const c = await publish({ title: 'Elixir team lead', skills: ['python'] });
    await run();
    expect(await deliverDigests(ctx.db, 'daily')).toBe(1);
    const [latest] = (await notes(me)).filter((n) => n.payload.saved_search_name === 'elixir daily');
    expect((latest.payload.jobs as { id: string }[]).map((j) => j.id)).toEqual([c]);
  });

  it('a digest replayed over rows made unsent again (a restored or replaying worker) writes no second notification or e-mail', async () => {
    const me = await candidate();
    await save(me, { name: 'Scala daily', filter: { main_input: 'scala' }, frequency: 'daily' });
    const jobId = await publish({ title: 'Scala developer', skills: ['python'] });
    await run();
    expect(await deliverDigests(ctx.db, 'daily')).toBe(1);
    await ctx.db.execute(sql`update saved_search_job set sent_at = null where job_id = ${jobId}::uuid`);
    expect(await deliverDigests(ctx.db, 'daily')).toBe(0);
    expect(await digestJobs(me)).toEqual([jobId]);
    await run();
    expect(await catcher.to(me.email)).toHaveLength(1);
  });

  it('a run records at most as many new jobs per saved search as a digest lists (the 20 newest)', async () => {
    const me = await candidate();
    await save(me, { name: 'Elm', filter: { main_input: 'elm' }, frequency: 'daily' });
    const ids: string[] = [];
    for (let i = 0; i < DIGEST_MAX_JOBS + 3; i++)
      ids.push(await publish({ title: `Elm developer ${i}`, skills: ['python'] }));
    // one matching run over all of them (as after a bulk import), before the per-publication runs
    await matchPublishedJobs(ctx.db, ids);
    const [{ n }] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from saved_search_job m join saved_search s on s.id = m.saved_search_id
          where s.candidate_uid = ${me.uid}`,
    );
    expect(n).toBe(DIGEST_MAX_JOBS);
  });

  it('deleting a saved search or a job removes their found rows (as the former cascade did)', async () => {
    const me = await candidate();
    const created = await save(me, { name: 'Dart', filter: { main_input: 'dart' }, frequency: 'weekly' });
    const jobId = await publish({ title: 'Dart developer', skills: ['python'] });
    const other = await publish({ title: 'Dart Flutter developer', skills: ['python'] });
    await run();
    const found = async () =>
      (
        await queryRows<{ job_id: string }>(
          ctx.db,
          sql`select job_id from saved_search_job where saved_search_id = ${created.json().data.id}::uuid order by job_id`,
        )
      ).map((r) => r.job_id);
    expect(await found()).toEqual([jobId, other].sort());
    await ctx.db.execute(sql`delete from job where id = ${jobId}::uuid`);
    expect(await found()).toEqual([other]);
    expect(
      (await ctx.call('DELETE', `/api/candidate/saved-searches/${created.json().data.id}`, { auth: me.auth }))
        .statusCode,
    ).toBe(204);
    expect(await found()).toEqual([]);
  });

  it('a digest is marketing: without consent_marketing no e-mail is sent (the bell still shows it)', async () => {
    const me = await candidate(false);
    await save(me, { name: 'Haskell', filter: { main_input: 'haskell' }, frequency: 'instant' });
    const jobId = await publish({ title: 'Haskell developer', skills: ['python'] });
    await run();
    expect(await digestJobs(me)).toEqual([jobId]);
    expect(await catcher.to(me.email)).toEqual([]);
  });

  it('applications: the candidate hears of status changes, the employer of new and withdrawn applications; the bell counts and marks read', async () => {
    const me = await candidate();
    const jobId = await publish({ title: 'Scala developer', skills: ['python'] });
    const applied = await ctx.call('POST', '/api/candidate/applications', {
      auth: me.auth,
      body: { job_id: jobId },
    });
    expect(applied.statusCode).toBe(201);
    const appId = applied.json().data.id as string;
    await ctx.call('POST', `/api/corporate/applications/${appId}/status`, {
      auth: hr.auth,
      body: { status: 'interview' },
    });
    await ctx.call('POST', `/api/candidate/applications/${appId}/withdraw`, { auth: me.auth });

    const mine = await notes(me);
    expect(mine.map((n) => [n.kind, n.payload.to])).toEqual([['application_status', 'interview']]);
    const theirs = (await notes(hr, 'corporate')).filter((n) => n.payload.application_id === appId);
    expect(theirs.map((n) => n.kind).sort()).toEqual(['application_new', 'application_withdrawn']);
    expect(JSON.stringify(theirs)).not.toContain(me.uid);

    const count = async (who: TestUser, role: string) =>
      (await ctx.call('GET', `/api/${role}/notifications/unread-count`, { auth: who.auth })).json().data
        .count;
    expect(await count(me, 'candidate')).toBe(1);
    // another account cannot mark it
    const foreign = await ctx.call('POST', `/api/corporate/notifications/${mine[0].id}/read`, {
      auth: hr.auth,
    });
    expect(foreign.statusCode).toBe(404);
    await ctx.call('POST', `/api/candidate/notifications/${mine[0].id}/read`, { auth: me.auth });
    expect(await count(me, 'candidate')).toBe(0);
    const before = await count(hr, 'corporate');
    expect(before).toBeGreaterThanOrEqual(2);
    const all = await ctx.call('POST', '/api/corporate/notifications/read-all', { auth: hr.auth });
    expect(all.json().data.updated).toBe(before);
    expect(await count(hr, 'corporate')).toBe(0);

    await run();
    const mail = (await catcher.to(me.email)).find((m) => m.subject.includes('Scala'));
    expect(mail?.subject).toBe('อัปเดตสถานะใบสมัคร: Scala developer');
    expect(mail?.text).toContain('นัดสัมภาษณ์');
    expect((await catcher.to(`${hr.uid}@example.com`)).length).toBeGreaterThanOrEqual(2);
  });

  it('the unsubscribe page names every kind of e-mail (a kind without a name was a 500)', async () => {
    const me = await candidate();
    for (const kind of NOTIFICATION_KINDS) {
      const token = signUnsubscribe(signingSecret(mailSettings()), { uid: me.uid, role: 'candidate', kind });
      const res = await ctx.call('GET', `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`);
      expect([kind, res.statusCode]).toEqual([kind, 200]);
      expect(res.body).not.toContain('undefined');
    }
  });

  it('unsubscribe: one click without login, signed, single purpose', async () => {
    const me = await candidate();
    await save(me, { name: 'Rust', filter: { main_input: 'rust' }, frequency: 'instant' }, 'en');
    await publish({ title: 'Rust developer', skills: ['python'] });
    await run();
    const [mail] = await catcher.to(me.email);
    expect(mail.subject).toBe('1 new job for "rust"');
    // every e-mail's footer links to the role's preference page
    expect(mail.text).toContain('E-mail preferences: http');
    expect(mail.text).toContain('/candidate/settings/notifications');
    expect(mail.html).toMatch(/href="[^"]*\/candidate\/settings\/notifications"[^>]*>E-mail preferences</);
    const headers = await catcher.rawHeaders(mail.id);
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const url = /<([^>]+)>/.exec(headers['list-unsubscribe'])![1];
    const path = new URL(url).pathname + new URL(url).search;
    expect(path).toMatch(/^\/api\/notifications\/unsubscribe\?token=/);

    const page = await ctx.call('GET', path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('ยืนยัน');
    // a GET (a link scanner) changes nothing
    const prefs = async () =>
      (await ctx.call('GET', '/api/candidate/notification-preferences', { auth: me.auth })).json().data;
    expect(await prefs()).toEqual({ locale: 'en', email_off: [], marketing_consent: true });

    const tampered = path.replace('saved_search_digest', 'application_status');
    const refused = await ctx.call('POST', tampered, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('UNSUBSCRIBE_LINK_INVALID');
    const otherKey = signUnsubscribe('another-secret-of-32-characters!!', {
      uid: me.uid,
      role: 'candidate',
      kind: 'application_status',
    });
    expect((await ctx.call('POST', `/api/notifications/unsubscribe?token=${otherKey}`)).statusCode).toBe(400);

    const done = await ctx.call('POST', path, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('href="/candidate/settings/notifications"');
    // the preference page shows the kind switched off
    expect((await prefs()).email_off).toEqual(['saved_search_digest']);

    // digests stop; other kinds (status changes) still arrive
    await publish({ title: 'Rust backend engineer', skills: ['python'] });
    const jobId = await publish({ title: 'Rust embedded', skills: ['python'] });
    const appId = (
      await ctx.call('POST', '/api/candidate/applications', { auth: me.auth, body: { job_id: jobId } })
    ).json().data.id;
    await ctx.call('POST', `/api/corporate/applications/${appId}/status`, {
      auth: hr.auth,
      body: { status: 'reviewing' },
    });
    await run();
    const subjects = (await catcher.to(me.email)).map((m) => m.subject);
    // in the language the alert was saved in (accept-language en)
    expect(subjects).toEqual(['1 new job for "rust"', 'Application update: Rust embedded']);
  });

  it('e-mail preferences per role: what the preference page reads and writes', async () => {
    const boss = await createUser('corporate');
    await insertCompany(ctx.db, 'บริษัท ตั้งค่า จำกัด', boss.uid);
    const url = '/api/corporate/notification-preferences';
    expect((await ctx.call('GET', url, { auth: boss.auth })).json().data).toEqual({
      locale: 'th',
      email_off: [],
      marketing_consent: null,
    });
    const put = await ctx.call('PUT', url, {
      auth: boss.auth,
      body: { locale: 'en', email_off: ['application_new', 'job_expiring'] },
    });
    expect(put.statusCode).toBe(200);
    expect((await ctx.call('GET', url, { auth: boss.auth })).json().data).toEqual({
      locale: 'en',
      email_off: ['application_new', 'job_expiring'],
      marketing_consent: null,
    });
    expect(
      (await ctx.call('PUT', url, { auth: boss.auth, body: { email_off: ['newsletter'] } })).statusCode,
    ).toBe(400);
    // one role's preferences are not the other's
    const me = await candidate(false);
    expect((await ctx.call('GET', url, { auth: me.auth })).statusCode).toBe(403);
    expect(
      (await ctx.call('GET', '/api/candidate/notification-preferences', { auth: me.auth })).json().data,
    ).toEqual({ locale: 'th', email_off: [], marketing_consent: false });
  });

  it('production without ALERTS_SECRET: no dev key is used, the unsubscribe route answers 503', async () => {
    const token = signUnsubscribe(mailSettings().secret, {
      uid: 'x',
      role: 'candidate',
      kind: 'job_expiring',
    });
    const saved = { mode: process.env.RUN_MODE, secret: process.env.ALERTS_SECRET };
    process.env.RUN_MODE = 'production';
    delete process.env.ALERTS_SECRET;
    try {
      expect(() => signingSecret(mailSettings())).toThrow(/ALERTS_SECRET/);
      const res = await ctx.call('POST', `/api/notifications/unsubscribe?token=${token}`);
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      process.env.RUN_MODE = saved.mode;
      if (saved.secret !== undefined) process.env.ALERTS_SECRET = saved.secret;
      if (saved.mode === undefined) delete process.env.RUN_MODE;
    }
  });

  it('a failed SMTP server loses nothing: the e-mail job is retried and the mail arrives once', async () => {
    const me = await candidate();
    await save(me, { name: 'OCaml', filter: { main_input: 'ocaml' }, frequency: 'instant' });
    const port = catcher.smtpPort;
    await catcher.stop();
    await publish({ title: 'OCaml developer', skills: ['python'] });
    await run();
    const [queued] = await queryRows<{ attempts: number; last_error: string | null }>(
      ctx.db,
      sql`select attempts, last_error from job_queue where name = ${SEND_EMAIL}`,
    );
    expect(queued.attempts).toBe(1);
    expect(queued.last_error).toBeTruthy();
    await catcher.start(port);
    await sleep(300);
    await run();
    expect(await catcher.to(me.email)).toHaveLength(1);
    expect(await queryRows(ctx.db, sql`select 1 from job_queue where name = ${SEND_EMAIL}`)).toEqual([]);
  });

  it('no duplicates after a worker restart: a matching job whose worker died is re-run once, and an e-mail job re-run sends nothing', async () => {
    const me = await candidate();
    await save(me, { name: 'Clojure', filter: { main_input: 'clojure' }, frequency: 'instant' });
    const jobId = await publish({ title: 'Clojure developer', skills: ['python'] });
    // a worker claims the matching job and dies before finishing it
    expect(await claimNext(ctx.db, [MATCH_JOBS], 300)).toMatchObject({ name: MATCH_JOBS });
    // ...or it finished the matching but died before the job was deleted: run the handler itself
    const [pending] = await queryRows<{ id: number; payload: Record<string, unknown> }>(
      ctx.db,
      sql`select id, payload from job_queue where name = ${MATCH_JOBS}`,
    );
    await handlers[MATCH_JOBS]({
      id: Number(pending.id),
      name: MATCH_JOBS,
      payload: pending.payload,
      singletonKey: null,
      attempts: 1,
      maxAttempts: 10,
    });
    await sleep(400);
    await run(); // the lease ran out: the job runs again
    expect(await digestJobs(me)).toEqual([jobId]);
    const [n] = await notes(me);
    // the e-mail job too: sent once, a second run of the same notification sends nothing
    await handlers[SEND_EMAIL]({
      id: 0,
      name: SEND_EMAIL,
      payload: { notificationId: n.id },
      singletonKey: null,
      attempts: 1,
      maxAttempts: 10,
    });
    await run();
    expect(await catcher.to(me.email)).toHaveLength(1);
  });

  it('job about to expire: the employer is warned once', async () => {
    const soon = new Date(Date.now() + 2 * 86_400_000 + 7 * 3_600_000).toISOString().slice(0, 10);
    const jobId = await publish({ title: 'Expiring job', skills: ['python'], valid_through: soon });
    await warnExpiringJobs(ctx.db);
    await warnExpiringJobs(ctx.db);
    const warned = (await notes(hr, 'corporate')).filter((n) => n.kind === 'job_expiring');
    expect(warned.map((n) => n.payload.job_id)).toEqual([jobId]);
  });
});
