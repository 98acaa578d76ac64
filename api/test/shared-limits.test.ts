import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../src/http/rate-limits';
import { purgeSharedState } from '../src/services/shared-state/purge';
import { queryRows } from '../src/db/sql';
import { sql } from 'drizzle-orm';
import { forEachDriver } from './helpers/app';
import { createUser } from './helpers/users';

const MINUTE = 60_000;
/** Small limits so the N+1th call comes quickly; the windows outlast the test. */
const LIMITS: RateLimits = {
  ...DEFAULT_RATE_LIMITS,
  contact: { max: 3, windowMs: MINUTE },
  consent: { max: 4, windowMs: MINUTE },
  companyCreatePerAddress: { max: 2, windowMs: MINUTE },
};
const CONTACT = {
  name: 'สมชาย',
  email: 'somchai@example.com',
  topic: 'general',
  message: 'สวัสดีครับ อยากสอบถามข้อมูล',
};
const CONSENT = { cookie: true, pdpa: true, marketing: false };

/** Two API hosts: two apps on one database, as two processes behind the load balancer are. */
forEachDriver('rate limits shared by every API host', (ctx) => {
  let hosts: FastifyInstance[];
  beforeAll(async () => {
    hosts = await Promise.all(
      [0, 1].map(() =>
        buildApp({ db: ctx.db, logger: false, cacheTtlMs: 0, config: { rateLimits: LIMITS } }),
      ),
    );
    await Promise.all(hosts.map((h) => h.ready()));
  });
  afterAll(() => Promise.all(hosts.map((h) => h.close())));

  const on = (host: number, opts: InjectOptions & { auth?: string }) =>
    hosts[host].inject({
      ...opts,
      headers: { ...(opts.auth ? { authorization: opts.auth } : {}), ...(opts.headers ?? {}) },
    });

  it('a guest stopped at 3 contact messages on one host is stopped at 3 over two hosts', async () => {
    const post = (host: number, remoteAddress: string) =>
      on(host, { method: 'POST', url: '/api/contact', payload: CONTACT, remoteAddress });
    const oneHost: number[] = [];
    for (let i = 0; i < 5; i++) oneHost.push((await post(0, '198.51.100.20')).statusCode);
    const twoHosts: number[] = [];
    for (let i = 0; i < 5; i++) twoHosts.push((await post(i % 2, '198.51.100.21')).statusCode);
    expect(oneHost).toEqual([201, 201, 201, 429, 429]);
    expect(twoHosts).toEqual(oneHost);
    // the host that saw one call only answers 429 with the time left of the shared window
    const late = await post(1, '198.51.100.21');
    expect(late.statusCode).toBe(429);
    expect(Number(late.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(late.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('an account sending at once to both hosts gets exactly its limit', async () => {
    const user = await createUser('candidate');
    const save = (host: number) =>
      on(host, { method: 'PUT', url: '/api/candidate/savePDPASection', auth: user.auth, payload: CONSENT });
    const codes = (await Promise.all([0, 1, 0, 1, 0, 1, 0, 1].map(save))).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(4);
    expect(codes.filter((c) => c === 429)).toHaveLength(4);
  });

  it('new companies are limited per client address over every account, on any host', async () => {
    const employers = await Promise.all([0, 1, 2, 3].map(() => createUser('corporate')));
    const create = (host: number, index: number, remoteAddress: string) => {
      const employer = employers[index];
      return on(host, {
        method: 'POST',
        url: '/api/corporate/create',
        auth: employer.auth,
        remoteAddress,
        payload: {
          uid: employer.uid,
          email: employer.email,
          password: employer.password,
          name: `บริษัท ที่อยู่เดียว ${index} จำกัด`,
          company_type_id: 1,
          contact_name: 'คุณบี',
          phone: '0812345678',
        },
      });
    };
    expect((await create(0, 0, '198.51.100.30')).statusCode).toBe(201);
    expect((await create(1, 1, '198.51.100.30')).statusCode).toBe(201);
    // a third fresh account behind the same address: stopped, in the caller's language
    const third = await create(0, 2, '198.51.100.30');
    expect(third.statusCode).toBe(429);
    expect((third.json() as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    // the same account from another address is not stopped by the first address's count
    expect((await create(1, 2, '198.51.100.31')).statusCode).toBe(201);
  });

  it('the queue purges ended windows and keeps the running ones', async () => {
    await ctx.db.execute(
      sql`INSERT INTO rate_limit_counter (key, hits, expires_at) VALUES ('ended', 9, now() - interval '1 second')`,
    );
    await purgeSharedState(ctx.db);
    const keys = await queryRows<{ key: string }>(ctx.db, sql`SELECT key FROM rate_limit_counter`);
    expect(keys.map((k) => k.key)).not.toContain('ended');
    expect(keys.length).toBeGreaterThan(0);
  });
});
