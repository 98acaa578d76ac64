import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { application, applicationMessage, job } from '../src/db/schema';
import { parseIdempotencyKey } from '../src/http/idempotency';
import { forEachDriver } from './helpers/app';
import { insertCompany, insertPublishedJob } from './helpers/fixtures';
import { createUser, type TestUser } from './helpers/users';

/** Two API hosts on one database, as two processes behind the load balancer. */
forEachDriver('idempotent creating writes (Idempotency-Key)', (ctx) => {
  let hosts: FastifyInstance[];
  let companyId: string;
  let recruiter: TestUser;

  beforeAll(async () => {
    hosts = await Promise.all([0, 1].map(() => buildApp({ db: ctx.db, logger: false, cacheTtlMs: 0 })));
    await Promise.all(hosts.map((h) => h.ready()));
    recruiter = await createUser('corporate');
    companyId = await insertCompany(ctx.db, 'บริษัท ส่งซ้ำ จำกัด', recruiter.uid);
  });
  afterAll(() => Promise.all(hosts.map((h) => h.close())));

  const send = (
    host: number,
    user: TestUser,
    method: InjectOptions['method'],
    url: string,
    payload: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> =>
    hosts[host].inject({ method, url, payload, headers: { authorization: user.auth, ...headers } });
  const apply = (
    host: number,
    user: TestUser,
    jobId: string,
    key?: string,
    extra: Record<string, unknown> = {},
  ) =>
    send(
      host,
      user,
      'POST',
      '/api/candidate/applications',
      { job_id: jobId, ...extra },
      key ? { 'idempotency-key': key } : {},
    );
  /** A candidate who gave the consent an application needs. */
  const newCandidate = async (): Promise<TestUser> => {
    const user = await createUser('candidate');
    const consent = await send(0, user, 'PUT', '/api/candidate/savePDPASection', {
      pdpa: true,
      cookie: false,
      marketing: false,
    });
    expect(consent.statusCode).toBe(200);
    return user;
  };
  const applications = async (jobId: string) =>
    (await ctx.db.select({ n: count() }).from(application).where(eq(application.jobId, jobId)))[0].n;

  it('a retry after a lost answer gets the first answer, on any host, and writes one application', async () => {
    const candidate = await newCandidate();
    const jobId = await insertPublishedJob(ctx.db, companyId, {
      title: 'Go developer',
      ownerUid: recruiter.uid,
    });
    const first = await apply(0, candidate, jobId, '"a1b2c3-apply-once"');
    expect(first.statusCode).toBe(201);
    const sameHost = await apply(0, candidate, jobId, '"a1b2c3-apply-once"');
    const otherHost = await apply(1, candidate, jobId, '"a1b2c3-apply-once"');
    for (const retry of [sameHost, otherHost]) {
      expect(retry.statusCode).toBe(201);
      expect(retry.json()).toEqual(first.json());
      expect(retry.headers['idempotent-replayed']).toBe('true');
    }
    expect(await applications(jobId)).toBe(1);
    // without a key the product answers as before: the second application is refused
    expect((await apply(1, candidate, jobId)).statusCode).toBe(409);
  });

  it('the same key with other data is 422 in the caller language, and nothing is written', async () => {
    const candidate = await newCandidate();
    const jobA = await insertPublishedJob(ctx.db, companyId, { title: 'Job A', ownerUid: recruiter.uid });
    const jobB = await insertPublishedJob(ctx.db, companyId, { title: 'Job B', ownerUid: recruiter.uid });
    expect((await apply(0, candidate, jobA, 'key-reused')).statusCode).toBe(201);
    const th = await apply(1, candidate, jobB, 'key-reused');
    const en = await send(
      1,
      candidate,
      'POST',
      '/api/candidate/applications',
      { job_id: jobB },
      {
        'idempotency-key': 'key-reused',
        'accept-language': 'en',
      },
    );
    for (const res of [th, en]) {
      expect(res.statusCode).toBe(422);
      expect(res.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    }
    expect(th.json().error.message).toMatch(/รหัสป้องกันการส่งซ้ำ/);
    expect(en.json().error.message).toMatch(/Idempotency-Key was already used/);
    expect(await applications(jobB)).toBe(0);
    // the key is the caller's: another account may use the same string
    const other = await newCandidate();
    expect((await apply(0, other, jobB, 'key-reused')).statusCode).toBe(201);
  });

  it('a concurrent pair on two hosts creates one message and both get its answer', async () => {
    const candidate = await newCandidate();
    const jobId = await insertPublishedJob(ctx.db, companyId, {
      title: 'Rust developer',
      ownerUid: recruiter.uid,
    });
    const applied = await apply(0, candidate, jobId);
    expect(applied.statusCode).toBe(201);
    const appId = applied.json().data.id as string;
    const url = `/api/corporate/applications/${appId}/messages`;
    const body = { body: 'สวัสดีครับ สะดวกสัมภาษณ์วันจันทร์ไหมครับ' };
    const pair = await Promise.all(
      [0, 1].map((host) => send(host, recruiter, 'POST', url, body, { 'idempotency-key': 'msg-7f3a' })),
    );
    expect(pair.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(pair[0].json()).toEqual(pair[1].json());
    // one ran, the other waited for its answer
    expect(pair.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
    const rows = await ctx.db
      .select({ n: count() })
      .from(applicationMessage)
      .where(eq(applicationMessage.applicationId, appId));
    expect(rows[0].n).toBe(1);
    // a new message is a new key: it is written
    expect((await send(1, recruiter, 'POST', url, body, { 'idempotency-key': 'msg-8b4c' })).statusCode).toBe(
      200,
    );
  });

  it('a first answer that wrote nothing is not kept: the retry with the same key runs again', async () => {
    const candidate = await newCandidate();
    const jobId = await insertPublishedJob(ctx.db, companyId, {
      title: 'Paused job',
      ownerUid: recruiter.uid,
    });
    await ctx.db.update(job).set({ status: 'closed' }).where(eq(job.id, jobId));
    expect((await apply(0, candidate, jobId, 'retry-after-refusal')).statusCode).toBe(409);
    await ctx.db.update(job).set({ status: 'published' }).where(eq(job.id, jobId));
    const retry = await apply(1, candidate, jobId, 'retry-after-refusal');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await applications(jobId)).toBe(1);
  });

  it('a key that cannot be compared is refused with 400', async () => {
    const candidate = await newCandidate();
    const jobId = await insertPublishedJob(ctx.db, companyId, { title: 'Long key', ownerUid: recruiter.uid });
    const res = await apply(0, candidate, jobId, 'k'.repeat(256));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('IDEMPOTENCY_KEY_INVALID');
    expect(await applications(jobId)).toBe(0);
  });
});

describe('Idempotency-Key header values', () => {
  it('takes the draft form (a quoted string) and a bare token alike, and refuses empty or control characters', () => {
    expect(parseIdempotencyKey('"8e03978e-40d5-43e8-bc93-6894a57f9324"')).toBe(
      '8e03978e-40d5-43e8-bc93-6894a57f9324',
    );
    expect(parseIdempotencyKey('8e03978e-40d5')).toBe('8e03978e-40d5');
    for (const bad of ['', '""', '   ', 'ab\u0001c', 'คีย์'])
      expect(() => parseIdempotencyKey(bad)).toThrow('IDEMPOTENCY_KEY_INVALID');
  });
});
