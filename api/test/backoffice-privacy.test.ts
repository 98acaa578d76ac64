import { runDueJobs } from '../src/services/queue/queue';
import { forEachDriver } from './helpers/app';
import { auditOf } from './helpers/backoffice';
import { insertCompany, insertPublishedJob } from './helpers/fixtures';
import { fullCandidate, handlers, rowsMentioning } from './helpers/pdpa';
import { unzip } from './helpers/unzip';
import { createStaff, createUser, type TestUser } from './helpers/users';

const GRACE_S = 1;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

forEachDriver('back office: privacy desk', (ctx) => {
  let hr: TestUser;
  let jobId: string;
  let desk: TestUser;
  let support: TestUser;
  const previous = {
    grace: process.env.PDPA_ERASURE_GRACE_SECONDS,
    inline: process.env.PDPA_EXPORT_INLINE_MAX_BYTES,
  };

  beforeAll(async () => {
    process.env.PDPA_ERASURE_GRACE_SECONDS = String(GRACE_S);
    // every export is prepared by the queue
    process.env.PDPA_EXPORT_INLINE_MAX_BYTES = '0';
    [hr, desk, support] = await Promise.all([
      createUser('corporate'),
      createStaff(['privacy']),
      createStaff(['support']),
    ]);
    jobId = await insertPublishedJob(ctx.db, await insertCompany(ctx.db, 'บริษัท คำขอ จำกัด', hr.uid));
  });
  afterAll(() => {
    for (const [name, value] of [
      ['PDPA_ERASURE_GRACE_SECONDS', previous.grace],
      ['PDPA_EXPORT_INLINE_MAX_BYTES', previous.inline],
    ] as const)
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  });

  const requests = async (query = '') =>
    (await ctx.call('GET', `/api/backoffice/privacy/requests?limit=50${query}`, { auth: desk.auth })).json()
      .data.items as Record<string, unknown>[];
  const start = (body: Record<string, unknown>) =>
    ctx.call('POST', '/api/backoffice/privacy/requests', { auth: desk.auth, body });

  it('finds the accounts of an e-mail in either pool', async () => {
    const cand = await createUser('candidate');
    await ctx.call('GET', '/api/candidate/getProfile', { auth: cand.auth });
    const found = await ctx.call(
      'GET',
      `/api/backoffice/privacy/subjects?email=${encodeURIComponent(cand.email.toUpperCase())}`,
      { auth: desk.auth },
    );
    expect(found.json().data).toEqual([
      expect.objectContaining({ role: 'candidate', uid: cand.uid, email: cand.email, status: 'active' }),
    ]);
    const employer = await ctx.call('GET', `/api/backoffice/privacy/subjects?email=${hr.email}`, {
      auth: desk.auth,
    });
    expect(employer.json().data).toEqual([expect.objectContaining({ role: 'corporate', uid: hr.uid })]);
  });

  it('an operator-started export is prepared by the queue and downloadable (audited); it holds no staff audit', async () => {
    const cand = await createUser('candidate');
    await fullCandidate(ctx, cand, hr, jobId);
    const started = await start({
      kind: 'export',
      subject_role: 'candidate',
      subject_uid: cand.uid,
      reason: 'E-mail from the account address; asked for a copy of their data',
    });
    expect(started.statusCode).toBe(201);
    const item = started.json().data;
    expect(item).toMatchObject({
      source: 'operator',
      kind: 'export',
      subject_uid: cand.uid,
      subject_email: cand.email,
      status: 'pending',
      reason: 'E-mail from the account address; asked for a copy of their data',
    });
    const early = await ctx.call('GET', `/api/backoffice/privacy/requests/${item.id}/export`, {
      auth: desk.auth,
    });
    expect([early.statusCode, early.json().error.code]).toEqual([409, 'EXPORT_NOT_READY']);

    expect(await runDueJobs(ctx.db, handlers(ctx.db))).toBeGreaterThanOrEqual(1);
    expect((await requests('&kind=export&status=ready')).map((r) => r.id)).toContain(item.id);

    const res = await ctx.call('GET', `/api/backoffice/privacy/requests/${item.id}/export`, {
      auth: desk.auth,
    });
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/zip']);
    const files = unzip(res.rawPayload);
    const json = files.get('data.json')!.toString();
    const data = JSON.parse(json) as { tables: Record<string, unknown[]> };
    expect(data.tables.candidate).toEqual([expect.objectContaining({ email: cand.email })]);
    // the staff audit is no part of a person's data: neither its table nor the staff member's address
    expect(Object.keys(data.tables)).not.toContain('staff_audit');
    expect(json).not.toContain(desk.email);
    expect(json).not.toContain('privacy.export');

    const audit = await auditOf(ctx.db, cand.uid);
    expect(audit.map((a) => [a.action, a.actor_uid, a.actor_email])).toEqual([
      ['privacy.export', desk.uid, desk.email],
      ['privacy.export_download', desk.uid, desk.email],
    ]);
    expect(audit[0].reason).toBe('E-mail from the account address; asked for a copy of their data');
  });

  it('an operator-started erasure runs through the queue after the grace period and leaves an erasure record', async () => {
    const cand = await createUser('candidate');
    await fullCandidate(ctx, cand, hr, jobId);
    const self = await createUser('candidate');
    await ctx.call('GET', '/api/candidate/getProfile', { auth: self.auth });
    await ctx.call('POST', '/api/candidate/deletion-request', { auth: self.auth });
    await ctx.call('POST', '/api/candidate/data-export', { auth: self.auth });

    const bad = await start({
      kind: 'erasure',
      subject_role: 'candidate',
      subject_uid: 'nobody-here',
      reason: 'Letter with a copy of the ID card',
    });
    expect([bad.statusCode, bad.json().error.code]).toEqual([404, 'NOT_FOUND']);
    const employer = await start({
      kind: 'erasure',
      subject_role: 'corporate',
      subject_uid: hr.uid,
      reason: 'Letter with a copy of the ID card',
    });
    expect(employer.statusCode).toBe(400);

    const started = await start({
      kind: 'erasure',
      subject_role: 'candidate',
      subject_uid: cand.uid,
      reason: 'Phone call; identity checked with the registered phone number and e-mail',
    });
    expect(started.statusCode).toBe(201);
    const item = started.json().data;
    expect(item).toMatchObject({
      source: 'operator',
      kind: 'erasure',
      status: 'pending',
      subject_email: cand.email,
    });
    expect(new Date(item.due_at).getTime()).toBeGreaterThan(new Date(item.created_at).getTime());
    const twice = await start({
      kind: 'erasure',
      subject_role: 'candidate',
      subject_uid: cand.uid,
      reason: 'Phone call; identity checked again',
    });
    expect([twice.statusCode, twice.json().error.code]).toEqual([409, 'INVALID_STATUS_TRANSITION']);
    // the person's account is flagged as by their own request (hidden from employers at once)
    const profile = await ctx.call('GET', '/api/candidate/getProfile', { auth: cand.auth });
    expect(profile.json().data[0].status).toBe(false);

    const pending = await requests('&kind=erasure&status=pending');
    expect(pending.filter((r) => r.subject_uid === cand.uid)).toEqual([
      expect.objectContaining({ id: item.id }),
    ]);
    expect(pending.filter((r) => r.subject_uid === self.uid)).toEqual([
      expect.objectContaining({ source: 'self', id: `candidate:${self.uid}`, due_at: expect.any(String) }),
    ]);
    expect((await requests('&kind=export')).filter((r) => r.subject_uid === self.uid)).toEqual([
      expect.objectContaining({ source: 'self', status: 'ready' }),
    ]);

    const erasuresBefore = (
      await ctx.call('GET', '/api/backoffice/privacy/erasures', { auth: desk.auth })
    ).json().data.total as number;
    await sleep(GRACE_S * 1000 + 200);
    await runDueJobs(ctx.db, handlers(ctx.db));

    const erasures = (await ctx.call('GET', '/api/backoffice/privacy/erasures', { auth: desk.auth })).json()
      .data;
    expect(erasures.total).toBe(erasuresBefore + 2);
    expect(erasures.items[0]).toMatchObject({
      role: 'candidate',
      counts: expect.objectContaining({ candidate: 1 }),
    });
    expect(JSON.stringify(erasures)).not.toContain(cand.uid);

    const done = (await requests('&kind=erasure')).find((r) => r.id === item.id);
    expect(done).toMatchObject({ status: 'done', subject_email: null, done_at: expect.any(String) });
    // nothing names the person but the desk's record of the request and the staff audit (the uid alone)
    expect(await rowsMentioning(ctx.db, [cand.email])).toEqual({});
    expect(Object.keys(await rowsMentioning(ctx.db, [cand.uid])).sort()).toEqual([
      'privacy_request',
      'staff_audit',
    ]);
    const [audit] = await auditOf(ctx.db, cand.uid);
    expect(audit).toMatchObject({ action: 'privacy.erasure', actor_uid: desk.uid, actor_email: desk.email });
  });

  it('only the privacy desk (and admins) reach it', async () => {
    const refused = await ctx.call('GET', '/api/backoffice/privacy/requests', { auth: support.auth });
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'STAFF_ROLE_REQUIRED']);
    const missing = await ctx.call(
      'GET',
      '/api/backoffice/privacy/requests/00000000-0000-4000-8000-000000000000/export',
      { auth: desk.auth },
    );
    expect(missing.statusCode).toBe(404);
  });
});
