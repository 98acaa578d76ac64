import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { buildApp } from '../src/app';
import {
  DEFAULT_RATE_LIMITS,
  LIMITED_ROUTES,
  rateLimitsFrom,
  type RateLimits,
} from '../src/http/rate-limits';
import { registerRateLimits } from '../src/http/rate-limit-plugin';
import type { Db } from '../src/db/types';
import { forEachDriver } from './helpers/app';
import { insertCompany, insertPublishedJob } from './helpers/fixtures';
import { createUser, type TestUser } from './helpers/users';

const MINUTE = 60_000;
/** Small limits, so the N+1th call comes quickly; the window outlasts the test. */
const LIMITS: RateLimits = {
  contact: { max: 2, windowMs: MINUTE },
  companyCreate: { max: 1, windowMs: MINUTE },
  companyCreatePerAddress: { max: 100, windowMs: MINUTE },
  application: { max: 1, windowMs: MINUTE },
  consent: { max: 2, windowMs: MINUTE },
  upload: { max: 1, windowMs: MINUTE },
  dataExport: { max: 1, windowMs: MINUTE },
  reports: { max: 1, windowMs: MINUTE },
  applicantsExport: { max: 1, windowMs: MINUTE },
  message: { max: 1, windowMs: MINUTE },
  teamInvite: { max: 1, windowMs: MINUTE },
  invitePreview: { max: 1, windowMs: MINUTE },
};
const CONTACT = {
  name: 'สมชาย',
  email: 'somchai@example.com',
  topic: 'general',
  message: 'สวัสดีครับ อยากสอบถามข้อมูล',
};
const CONSENT = { cookie: true, pdpa: true, marketing: false };
/** An application id nobody has (the message routes are limited per account over every thread). */
const NO_ID = '00000000-0000-4000-8000-000000000000';

function expectLimited(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
  const body = res.json() as { error: { code: string; message: string } };
  expect(body.error.code).toBe('RATE_LIMITED');
  expect(body.error.message.length).toBeGreaterThan(0);
}

forEachDriver('rate limits', (ctx) => {
  let app: FastifyInstance;
  const call = (opts: InjectOptions & { auth?: string }) =>
    app.inject({
      ...opts,
      headers: { ...(opts.auth ? { authorization: opts.auth } : {}), ...(opts.headers ?? {}) },
    });

  beforeAll(async () => {
    app = await buildApp({ db: ctx.db, logger: false, cacheTtlMs: 0, config: { rateLimits: LIMITS } });
    await app.ready();
  });
  afterAll(() => app?.close());

  it('a guest gets 429 RATE_LIMITED with retry-after on the N+1th contact message, in the caller language', async () => {
    const post = (remoteAddress: string, language = 'th') =>
      call({
        method: 'POST',
        url: '/api/contact',
        payload: CONTACT,
        remoteAddress,
        headers: { 'accept-language': language },
      });
    expect((await post('198.51.100.1')).statusCode).toBe(201);
    expect((await post('198.51.100.1')).statusCode).toBe(201);
    const th = await post('198.51.100.1');
    expectLimited(th);
    const en = await post('198.51.100.1', 'en');
    expectLimited(en);
    expect((en.json() as { error: { message: string } }).error.message).not.toBe(
      (th.json() as { error: { message: string } }).error.message,
    );
    // Another address has its own count.
    expect((await post('198.51.100.2')).statusCode).toBe(201);
  });

  it('a client cannot leave its count by forging X-Forwarded-For; the gateway (loopback) names the client', async () => {
    const post = (remoteAddress: string, forwardedFor: string) =>
      call({
        method: 'POST',
        url: '/api/contact',
        payload: CONTACT,
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await post('198.51.100.3', `203.0.113.${i + 1}`)).statusCode);
    expect(codes).toEqual([201, 201, 429, 429]);
    // Behind the gateway every client has its address in the header the gateway wrote.
    const viaGateway: number[] = [];
    for (let i = 0; i < 3; i++) viaGateway.push((await post('127.0.0.1', `192.0.2.${i + 1}`)).statusCode);
    expect(viaGateway).toEqual([201, 201, 201]);
  });

  describe('signed in: counted per account', () => {
    let first: TestUser;
    let second: TestUser;
    beforeAll(async () => {
      [first, second] = await Promise.all([createUser('candidate'), createUser('candidate')]);
    });

    it('two accounts behind one address count apart', async () => {
      const save = (user: TestUser) =>
        call({ method: 'PUT', url: '/api/candidate/savePDPASection', auth: user.auth, payload: CONSENT });
      expect((await save(first)).statusCode).toBe(200);
      expect((await save(first)).statusCode).toBe(200);
      expectLimited(await save(first));
      expect((await save(second)).statusCode).toBe(200);
    });

    it('a signed-in account is not a fresh key per address', async () => {
      const companyId = await insertCompany(ctx.db, 'บริษัท ลิมิต จำกัด');
      const jobId = await insertPublishedJob(ctx.db, companyId, { title: 'Rate limited role' });
      const apply = (remoteAddress: string) =>
        call({
          method: 'POST',
          url: '/api/candidate/applications',
          auth: second.auth,
          payload: { job_id: jobId },
          remoteAddress,
        });
      expect((await apply('198.51.100.10')).statusCode).toBe(201);
      expectLimited(await apply('198.51.100.11'));
    });
  });

  it('every limited write is limited: company creation, applications, consent, uploads, data exports', async () => {
    const [candidate, employer] = await Promise.all([createUser('candidate'), createUser('corporate')]);
    const company = {
      uid: employer.uid,
      email: employer.email,
      password: employer.password,
      name: 'บริษัท จำกัดจำนวน จำกัด',
      company_type_id: 1,
      contact_name: 'คุณบี',
      phone: '0812345678',
    };
    const create = () =>
      call({ method: 'POST', url: '/api/corporate/create', auth: employer.auth, payload: company });
    expect((await create()).statusCode).toBe(201);
    expectLimited(await create());

    // A rejected call counts too: the limit is checked before the body is read.
    const cases: [string, string, TestUser][] = [
      ['POST', '/api/candidate/applications', candidate],
      ['POST', '/api/candidate/files', candidate],
      ['POST', '/api/candidate/profile/import', candidate],
      ['POST', '/api/corporate/logo', employer],
      ['POST', '/api/corporate/files', employer],
      ['POST', '/api/reports', candidate],
      ['POST', '/api/candidate/data-export', candidate],
      ['POST', '/api/corporate/data-export', employer],
      ['POST', `/api/candidate/applications/${NO_ID}/messages`, candidate],
      ['POST', `/api/corporate/applications/${NO_ID}/messages`, employer],
      ['POST', `/api/candidate/applications/${NO_ID}/messages/attachments`, candidate],
      ['POST', `/api/corporate/applications/${NO_ID}/messages/attachments`, employer],
      ['POST', '/api/corporate/team/invites', employer],
      ['POST', `/api/corporate/team/invites/${NO_ID}/resend`, employer],
      ['POST', '/api/corporate/invites/accept', employer],
      ['GET', '/api/corporate/invites/preview?token=not-a-live-token-at-all', candidate],
      ['GET', `/api/corporate/jobs/${NO_ID}/applications/export`, employer],
    ];
    for (const [method, url, user] of cases) {
      const payload = method === 'GET' ? undefined : {};
      const once = await call({ method: method as 'POST' | 'GET', url, auth: user.auth, payload });
      expect([200, 202, 400, 404, 406, 415]).toContain(once.statusCode);
      expectLimited(await call({ method: method as 'POST' | 'GET', url, auth: user.auth, payload }));
    }
    expect(Object.keys(LIMITED_ROUTES)).toHaveLength(22);
  });

  it('documents 429 on every limited route', async () => {
    const spec = (await app.inject('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    for (const key of Object.keys(LIMITED_ROUTES)) {
      const [method, route] = key.split(' ');
      // the document writes a route's parameters as OpenAPI does: /jobs/{id}, not /jobs/:id
      const url = route.replace(/:([A-Za-z]+)/g, '{$1}');
      expect([key, spec.paths[url]?.[method.toLowerCase()]?.responses['429']]).toEqual([
        key,
        expect.anything(),
      ]);
    }
  });
});

describe('rate limit settings', () => {
  it('take RATE_LIMIT_<ACTION>=<max>/<window> and refuse anything else, naming the variable', () => {
    expect(rateLimitsFrom({})).toEqual(DEFAULT_RATE_LIMITS);
    const limits = rateLimitsFrom({ RATE_LIMIT_APPLICATIONS: '120/2h', RATE_LIMIT_CONTACT: '10 / 30s' });
    expect(limits.application).toEqual({ max: 120, windowMs: 2 * 60 * MINUTE });
    expect(limits.contact).toEqual({ max: 10, windowMs: 30_000 });
    expect(limits.upload).toEqual(DEFAULT_RATE_LIMITS.upload);
    for (const value of ['60', '60/h', '0/1h', 'many/1h', '60/1w']) {
      expect(() => rateLimitsFrom({ RATE_LIMIT_UPLOADS: value })).toThrow(/RATE_LIMIT_UPLOADS=/);
    }
  });

  it('a limit naming a route that does not exist stops the start', async () => {
    const bare = Fastify();
    // the database is not reached: the start stops before the first request
    await registerRateLimits(bare, DEFAULT_RATE_LIMITS, {} as Db);
    bare.post('/api/contact', async () => ({}));
    await expect(bare.ready()).rejects.toThrow(/POST \/api\/corporate\/create/);
  });
});
