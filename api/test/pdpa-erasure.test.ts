import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/sql';
import { runDueJobs } from '../src/services/queue/queue';
import { eraseCandidate } from '../src/services/pdpa/erasure';
import { forEachDriver } from './helpers/app';
import { insertCompany, insertPublishedJob } from './helpers/fixtures';
import { fullCandidate, handlers, rowsMentioning, testPools } from './helpers/pdpa';
import { adminAuth, createUser, signIn, tenantOf, type TestUser } from './helpers/users';

const GRACE_S = 1;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

forEachDriver('PDPA erasure', (ctx) => {
  let hr: TestUser;
  let jobId: string;
  const previousGrace = process.env.PDPA_ERASURE_GRACE_SECONDS;

  beforeAll(async () => {
    process.env.PDPA_ERASURE_GRACE_SECONDS = String(GRACE_S);
    hr = await createUser('corporate');
    jobId = await insertPublishedJob(ctx.db, await insertCompany(ctx.db, 'บริษัท ลบข้อมูล จำกัด', hr.uid), {
      skills: ['react'],
    });
  });
  afterAll(() => {
    if (previousGrace === undefined) delete process.env.PDPA_ERASURE_GRACE_SECONDS;
    else process.env.PDPA_ERASURE_GRACE_SECONDS = previousGrace;
  });

  const applicationsOfJob = async () =>
    Number(
      (
        await queryRows<{ n: number | string }>(
          ctx.db,
          sql`select count(*) as n from application where job_id = ${jobId}`,
        )
      )[0].n,
    );

  it('after the grace period the queued job erases everything: no row with the uid or e-mail, no login', async () => {
    const cand = await createUser('candidate');
    const { appId } = await fullCandidate(ctx, cand, hr, jobId);
    await ctx.call('POST', '/api/candidate/data-export', { auth: cand.auth });
    // a creating write sent with an Idempotency-Key: its kept answer names the person too
    const saved = await ctx.call('POST', '/api/candidate/saved-searches', {
      auth: cand.auth,
      headers: { 'idempotency-key': 'erasure-test' },
      body: { name: 'react', filter: { main_input: 'react' }, frequency: 'weekly' },
    });
    expect(saved.statusCode).toBe(201);
    const before = await rowsMentioning(ctx.db, [cand.uid, cand.email]);
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining([
        'candidate',
        'application',
        'file',
        'favourite',
        'job_view',
        'contact_message',
        'idempotency_record',
      ]),
    );
    const counted = await applicationsOfJob();

    const req = await ctx.call('POST', '/api/candidate/deletion-request', { auth: cand.auth });
    expect(req.json().data[0].status).toBe(false);
    // within the grace period nothing is erased
    expect(await runDueJobs(ctx.db, handlers(ctx.db))).toBe(0);
    expect((await rowsMentioning(ctx.db, [cand.uid])).candidate).toBe(1);

    await sleep(GRACE_S * 1000 + 200);
    expect(await runDueJobs(ctx.db, handlers(ctx.db))).toBe(1);

    expect(await rowsMentioning(ctx.db, [cand.uid, cand.email])).toEqual({});
    await expect(
      adminAuth().tenantManager().authForTenant(tenantOf('candidate')).getUser(cand.uid),
    ).rejects.toMatchObject({ code: 'auth/user-not-found' });
    await expect(signIn(cand.email, cand.password, tenantOf('candidate'))).rejects.toThrow();

    // the employer's statistics keep the application, anonymised
    expect(await applicationsOfJob()).toBe(counted);
    const [anon] = await queryRows<Record<string, unknown>>(
      ctx.db,
      sql`select * from application where id = ${appId}`,
    );
    expect(anon).toMatchObject({ cover_letter: '', resume_file_id: null, status: 'interview' });
    const [placeholder] = await queryRows<Record<string, unknown>>(
      ctx.db,
      sql`select * from candidate where uid = ${anon.candidate_uid as string}`,
    );
    expect(placeholder).toMatchObject({
      email: '',
      first_name: '',
      last_name: '',
      phone: '',
      status: 'erased',
    });
    expect(
      (await queryRows(ctx.db, sql`select 1 from application_note where application_id = ${appId}`)).length,
    ).toBe(0);
    expect(
      (await ctx.call('GET', `/api/corporate/applications/${appId}`, { auth: hr.auth })).statusCode,
    ).toBe(404);

    // the audit says what was erased and when, and nothing about whom
    const audits = await queryRows<{ counts: Record<string, number>; erased_at: unknown }>(
      ctx.db,
      sql`select * from erasure_audit`,
    );
    expect(audits).toHaveLength(1);
    expect(audits[0].counts).toMatchObject({
      candidate: 1,
      file: 1,
      favourite: 1,
      application_anonymised: 1,
    });

    // idempotent: running it again changes nothing
    expect(await eraseCandidate(ctx.db, testPools(), cand.uid)).toBe('erased');
    expect(await queryRows(ctx.db, sql`select 1 from erasure_audit`)).toHaveLength(1);
    // nothing left queued for this person
    expect(
      await queryRows(ctx.db, sql`select 1 from job_queue where name = 'pdpa.erase-candidate'`),
    ).toHaveLength(0);
  });

  it('signing in during the grace period and cancelling keeps everything; the job no longer runs', async () => {
    const cand = await createUser('candidate');
    const { appId } = await fullCandidate(ctx, cand, hr, jobId);
    await ctx.call('POST', '/api/candidate/deletion-request', { auth: cand.auth });
    // the spec's sign-in: status false, so the app shows the deletion dialog, with its cancel button
    const token = await signIn(cand.email, cand.password, tenantOf('candidate'));
    const profile = await ctx.call('GET', '/api/candidate/getProfile', { auth: `Bearer ${token}` });
    expect(profile.json().data[0].status).toBe(false);
    const privacy = (await ctx.call('GET', '/api/candidate/privacy', { auth: `Bearer ${token}` })).json()
      .data;
    expect(Date.parse(privacy.deletion.erasure_due_at) - Date.parse(privacy.deletion.requested_at)).toBe(
      GRACE_S * 1000,
    );
    const cancel = await ctx.call('POST', '/api/candidate/deletion-request/cancel', {
      auth: `Bearer ${token}`,
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data[0].status).toBe(true);

    await sleep(GRACE_S * 1000 + 200);
    expect(await runDueJobs(ctx.db, handlers(ctx.db))).toBe(0);
    expect((await rowsMentioning(ctx.db, [cand.uid])).candidate).toBe(1);
    expect(
      (await ctx.call('GET', `/api/corporate/applications/${appId}`, { auth: hr.auth })).statusCode,
    ).toBe(200);
    await expect(signIn(cand.email, cand.password, tenantOf('candidate'))).resolves.toBeTruthy();
  });

  it('the hourly sweep queues an erasure a request never got (e.g. made before the queue existed)', async () => {
    const cand = await createUser('candidate');
    await ctx.call('GET', '/api/candidate/getProfile', { auth: cand.auth });
    await ctx.db.execute(
      sql`update candidate set status = 'deletion_requested', deletion_requested_at = now() - interval '1 hour' where uid = ${cand.uid}`,
    );
    await ctx.db.execute(
      sql`insert into job_queue (name, singleton_key, payload) values ('pdpa.sweep', 'schedule:pdpa.sweep', '{"everyMs": 3600000}'::jsonb) on conflict do nothing`,
    );
    // the sweep runs, queues the overdue erasure (due already), which runs in the same pass
    expect(await runDueJobs(ctx.db, handlers(ctx.db))).toBe(2);
    expect(await rowsMentioning(ctx.db, [cand.uid])).toEqual({});
    // the schedule is queued again for its next run
    const [next] = await queryRows<{ later: boolean }>(
      ctx.db,
      sql`select run_at > now() + interval '50 minutes' as later from job_queue where singleton_key = 'schedule:pdpa.sweep'`,
    );
    expect(next.later).toBe(true);
  });
});
