/**
 * Live notifications (issue 44): GET /api/{candidate|corporate}/notifications/stream, server-sent events of the
 * unread count, pushed by PostgreSQL LISTEN/NOTIFY (PGlite: its own listen) whenever a notification is created or read.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { openDb, type DbHandle } from '../src/db/client';
import { notify } from '../src/services/alerts/notify';
import { forEachDriver, type TestContext } from './helpers/app';
import { insertCompany, jobInput } from './helpers/fixtures';
import { adminAuth, createUser, tenantOf, type TestUser } from './helpers/users';

// read by the plugin when the app is built (beforeAll of forEachDriver)
process.env.NOTIFICATION_STREAMS_PER_USER = '2';
process.env.NOTIFICATION_STREAM_RECHECK_MS = '700';
process.env.NOTIFICATION_STREAM_HEARTBEAT_MS = '400';

interface SseEvent {
  event: string;
  data: string;
}

/** A server-sent event stream read with a plain HTTP request (the Authorization header, as the browser's fetch). */
class SseClient {
  status = 0;
  headers: http.IncomingHttpHeaders = {};
  events: SseEvent[] = [];
  comments = 0;
  ended = false;
  body = '';
  private buffer = '';
  private req: http.ClientRequest | null = null;
  private waiters: (() => void)[] = [];

  open(base: string, path: string, auth?: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.req = http.get(`${base}${path}`, { headers: auth ? { authorization: auth } : {} }, (res) => {
        this.status = res.statusCode ?? 0;
        this.headers = res.headers;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          this.body += chunk;
          this.buffer += chunk;
          let i: number;
          while ((i = this.buffer.indexOf('\n\n')) >= 0) {
            const block = this.buffer.slice(0, i);
            this.buffer = this.buffer.slice(i + 2);
            if (block.startsWith(':')) this.comments++;
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event) this.events.push({ event, data: data ?? '' });
          }
          this.wake();
        });
        res.on('end', () => {
          this.ended = true;
          this.wake();
        });
        res.on('error', () => undefined);
        resolve();
      });
      this.req.on('error', reject);
    });
  }

  private wake(): void {
    for (const w of this.waiters.splice(0)) w();
  }

  counts(): number[] {
    return this.events
      .filter((e) => e.event === 'count')
      .map((e) => (JSON.parse(e.data) as { count: number }).count);
  }

  /** Waits until `test` holds (checked on every chunk), failing after `ms`. */
  async until(test: () => boolean, ms = 5000, what = 'condition'): Promise<void> {
    const deadline = Date.now() + ms;
    while (!test()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}; got ${JSON.stringify(this.events)}`);
      await new Promise<void>((r) => {
        const t = setTimeout(r, Math.min(left, 200));
        this.waiters.push(() => {
          clearTimeout(t);
          r();
        });
      });
    }
  }

  close(): void {
    this.req?.destroy();
  }
}

forEachDriver('live notifications (server-sent events)', (ctx: TestContext) => {
  let base: string;
  let hr: TestUser;
  let me: TestUser;
  const clients: SseClient[] = [];
  const stream = async (path: string, auth?: string): Promise<SseClient> => {
    const c = new SseClient();
    clients.push(c);
    await c.open(base, path, auth);
    return c;
  };

  const applyAndGetId = async (who: TestUser): Promise<string> => {
    const job = await ctx.call('POST', '/api/corporate/jobs', {
      auth: hr.auth,
      body: { ...jobInput({ title: `Live ${Math.random()}` }), publish: true },
    });
    expect(job.statusCode).toBe(201);
    const applied = await ctx.call('POST', '/api/candidate/applications', {
      auth: who.auth,
      body: { job_id: job.json().data.id },
    });
    expect([applied.statusCode, applied.statusCode === 201 ? '' : applied.body]).toEqual([201, '']);
    return applied.json().data.id as string;
  };

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    hr = await createUser('corporate');
    await insertCompany(ctx.db, 'บริษัท สด จำกัด', hr.uid);
    me = await createUser('candidate');
    const consent = await ctx.call('PUT', '/api/candidate/savePDPASection', {
      auth: me.auth,
      body: { pdpa: true, cookie: false, marketing: false },
    });
    expect(consent.statusCode).toBeLessThan(300);
  });
  afterEach(() => {
    for (const c of clients.splice(0)) c.close();
  });

  it('refuses a guest (401) and a token of the other role (403), as every route', async () => {
    const guest = await stream('/api/candidate/notifications/stream');
    await guest.until(() => guest.ended, 5000, 'the 401 answer');
    expect(guest.status).toBe(401);
    expect(JSON.parse(guest.body).error.code).toBe('UNAUTHENTICATED');
    const wrong = await stream('/api/candidate/notifications/stream', hr.auth);
    await wrong.until(() => wrong.ended, 5000, 'the 403 answer');
    expect(wrong.status).toBe(403);
    const wrong2 = await stream('/api/corporate/notifications/stream', me.auth);
    await wrong2.until(() => wrong2.ended, 5000, 'the 403 answer');
    expect(wrong2.status).toBe(403);
  });

  it('sends the unread count at once, a new one within seconds of a status change by the employer, and after reading', async () => {
    const appId = await applyAndGetId(me);
    const live = await stream('/api/candidate/notifications/stream', me.auth);
    await live.until(() => live.counts().length === 1, 5000, 'the first count');
    expect(live.status).toBe(200);
    expect(live.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(live.headers['cache-control']).toContain('no-transform');
    expect(live.headers['x-accel-buffering']).toBe('no');
    const before = live.counts()[0];

    // the employer's stream hears of the application too
    const hrLive = await stream('/api/corporate/notifications/stream', hr.auth);
    await hrLive.until(() => hrLive.counts().length === 1, 5000, 'the employer count');

    const changed = await ctx.call('POST', `/api/corporate/applications/${appId}/status`, {
      auth: hr.auth,
      body: { status: 'interview' },
    });
    expect(changed.statusCode).toBe(200);
    await live.until(() => live.counts().at(-1) === before + 1, 3000, 'the count after the status change');

    const read = await ctx.call('POST', '/api/candidate/notifications/read-all', { auth: me.auth });
    expect(read.statusCode).toBe(200);
    await live.until(() => live.counts().at(-1) === 0, 3000, 'the count after reading');
    // heartbeats keep the connection alive (400 ms here, 25 s by default)
    await live.until(() => live.comments >= 2, 3000, 'heartbeats');
    // the employer's count did not move for the candidate's notification
    expect(new Set(hrLive.counts()).size).toBe(1);
  });

  it('pushes a notification written by another process (another connection pool) through LISTEN/NOTIFY', async () => {
    if (ctx.driver !== 'pg') return; // PGlite lives in one process
    const other: DbHandle = await openDb({ databaseUrl: ctx.testDb.url, pgliteDir: '' });
    try {
      const live = await stream('/api/candidate/notifications/stream', me.auth);
      await live.until(() => live.counts().length === 1, 5000, 'the first count');
      const before = live.counts()[0];
      await other.db.transaction((tx) =>
        notify(tx, { uid: me.uid, role: 'candidate' }, 'application_status', {
          application_id: '00000000-0000-4000-8000-000000000000',
          to: 'offer',
        }),
      );
      await live.until(() => live.counts().at(-1) === before + 1, 3000, 'the pushed count');
    } finally {
      await other.close();
    }
  });

  it('at most NOTIFICATION_STREAMS_PER_USER streams of one account (429); a closed one frees its place', async () => {
    const a = await stream('/api/candidate/notifications/stream', me.auth);
    const b = await stream('/api/candidate/notifications/stream', me.auth);
    await a.until(() => a.counts().length > 0);
    await b.until(() => b.counts().length > 0);
    const c = await stream('/api/candidate/notifications/stream', me.auth);
    await c.until(() => c.ended, 5000, 'the 429 answer');
    expect(c.status).toBe(429);
    expect(JSON.parse(c.body).error.code).toBe('RATE_LIMITED');
    expect(c.headers['retry-after']).toBe('30');
    // another account is not counted against this one
    const other = await stream('/api/corporate/notifications/stream', hr.auth);
    await other.until(() => other.counts().length > 0, 5000, 'the other account');
    a.close();
    await new Promise((r) => setTimeout(r, 300));
    const d = await stream('/api/candidate/notifications/stream', me.auth);
    await d.until(() => d.counts().length > 0, 5000, 'a stream after one was closed');
    expect(d.status).toBe(200);
  });

  it('ends the stream when the session is revoked (checked again periodically)', async () => {
    const who = await createUser('candidate');
    const live = await stream('/api/candidate/notifications/stream', who.auth);
    await live.until(() => live.counts().length === 1, 5000, 'the first count');
    await new Promise((r) => setTimeout(r, 1100)); // revocation has a one-second granularity
    await adminAuth().tenantManager().authForTenant(tenantOf('candidate')).revokeRefreshTokens(who.uid);
    await live.until(() => live.ended, 5000, 'the end of the stream');
    expect(live.events.at(-1)).toEqual({ event: 'end', data: JSON.stringify({ reason: 'unauthorized' }) });
  });

  it('a graceful shutdown ends the open streams and does not hang', async () => {
    const live = await stream('/api/candidate/notifications/stream', me.auth);
    await live.until(() => live.counts().length === 1, 5000, 'the first count');
    const started = Date.now();
    await ctx.app.close();
    expect(Date.now() - started).toBeLessThan(3000);
    await live.until(() => live.ended, 2000, 'the end of the stream');
    expect(live.events.at(-1)).toEqual({ event: 'end', data: JSON.stringify({ reason: 'shutdown' }) });
  });
});
