import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/sql';
import { enqueue, runDueJobs } from '../src/services/queue/queue';
import { SEND_EMAIL } from '../src/services/alerts/notify';
import { SUPPORT_REPLY } from '../src/services/backoffice/support-mail';
import { forEachDriver } from './helpers/app';
import { auditOf } from './helpers/backoffice';
import { insertCompany, insertPublishedJob } from './helpers/fixtures';
import { createStaff, type TestUser } from './helpers/users';

const FAILING = 'test.always-fails';

forEachDriver('back office: system page', (ctx) => {
  let admin: TestUser;
  let editor: TestUser;

  const failAll = {
    [FAILING]: () => Promise.reject(new Error('boom: the remote service said no')),
    [SEND_EMAIL]: () => Promise.reject(new Error('550 mailbox unavailable')),
  };
  const health = async () =>
    (await ctx.call('GET', '/api/backoffice/system/health', { auth: admin.auth })).json().data;
  const dead = async (query = '') =>
    (await ctx.call('GET', `/api/backoffice/system/dead-letters${query}`, { auth: admin.auth })).json().data;

  beforeAll(async () => {
    [admin, editor] = await Promise.all([createStaff(['admin']), createStaff(['editor'])]);
  });

  it('a failed job shows (payload keys only), retry puts it back, discard removes it; both audited', async () => {
    await enqueue(ctx.db, {
      name: FAILING,
      payload: { email: 'person@example.com', uid: 'cand-123' },
      maxAttempts: 1,
    });
    await enqueue(ctx.db, { name: SEND_EMAIL, payload: { notificationId: 'n-1' }, maxAttempts: 1 });
    await enqueue(ctx.db, {
      name: SUPPORT_REPLY,
      payload: { replyId: 'r-1' },
      runAt: new Date(Date.now() + 3600_000),
    });
    expect(await runDueJobs(ctx.db, failAll)).toBe(2);

    const h = await health();
    expect(h.queue).toEqual(
      expect.arrayContaining([
        { name: FAILING, pending: 0, due: 0, running: 0, failed: 1 },
        { name: SEND_EMAIL, pending: 0, due: 0, running: 0, failed: 1 },
        { name: SUPPORT_REPLY, pending: 1, due: 0, running: 0, failed: 0 },
      ]),
    );
    expect(h.dead_letters).toBe(2);
    expect(h.mail).toEqual({ failed: 1, queued: 1, oldest_queued_at: expect.any(String) });
    expect(new Date(h.generated_at).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const res = await ctx.call('GET', `/api/backoffice/system/dead-letters?name=${FAILING}`, {
      auth: admin.auth,
    });
    expect(res.body).not.toContain('person@example.com');
    expect(res.body).not.toContain('cand-123');
    const page = res.json().data;
    expect(page).toMatchObject({ total: 1, offset: 0 });
    const [letter] = page.items;
    expect(letter).toMatchObject({
      name: FAILING,
      attempts: 1,
      last_error: 'boom: the remote service said no',
      payload_keys: ['email', 'uid'],
      failed_at: expect.any(String),
    });
    expect((await dead()).total).toBe(2);

    const retried = await ctx.call('POST', `/api/backoffice/system/dead-letters/${letter.id}/retry`, {
      auth: admin.auth,
    });
    expect(retried.statusCode).toBe(204);
    const [row] = await queryRows<{ failed_at: unknown; attempts: number }>(
      ctx.db,
      sql`select failed_at, attempts from job_queue where id = ${letter.id}`,
    );
    expect(row).toEqual({ failed_at: null, attempts: 0 });
    expect((await health()).queue).toEqual(
      expect.arrayContaining([{ name: FAILING, pending: 1, due: 1, running: 0, failed: 0 }]),
    );
    const again = await ctx.call('POST', `/api/backoffice/system/dead-letters/${letter.id}/retry`, {
      auth: admin.auth,
    });
    expect([again.statusCode, again.json().error.code]).toEqual([404, 'NOT_FOUND']);

    expect(await runDueJobs(ctx.db, failAll)).toBe(1);
    const noReason = await ctx.call('POST', `/api/backoffice/system/dead-letters/${letter.id}/discard`, {
      auth: admin.auth,
      body: {},
    });
    expect(noReason.statusCode).toBe(400);
    const discarded = await ctx.call('POST', `/api/backoffice/system/dead-letters/${letter.id}/discard`, {
      auth: admin.auth,
      body: { reason: 'The partner API was retired' },
    });
    expect(discarded.statusCode).toBe(204);
    expect(await queryRows(ctx.db, sql`select id from job_queue where id = ${letter.id}`)).toEqual([]);
    expect((await dead()).total).toBe(1);
    expect((await health()).dead_letters).toBe(1);

    const audit = await auditOf(ctx.db, String(letter.id));
    expect(audit.map((a) => [a.action, a.actor_uid, a.actor_email, a.reason])).toEqual([
      ['queue.retry', admin.uid, admin.email, null],
      ['queue.discard', admin.uid, admin.email, 'The partner API was retired'],
    ]);
    expect(JSON.stringify(audit)).not.toContain('person@example.com');
  });

  it('the change feed: the last job change, its age, and how far this process’s search index is behind', async () => {
    const company = await insertCompany(ctx.db, 'บริษัท ระบบ จำกัด');
    await insertPublishedJob(ctx.db, company);
    await ctx.call('GET', '/api/jobs/search'); // loads this process's search index
    const { change_feed: feed } = await health();
    expect(feed.last_seq).toBeGreaterThan(0);
    expect(feed.last_at).toEqual(expect.any(String));
    expect(feed.lag_seconds).toBeGreaterThanOrEqual(0);
    expect(feed.index_seq).toEqual(expect.any(Number));
    expect(feed.index_behind).toBe(feed.last_seq - feed.index_seq);
  });

  it('admins only', async () => {
    for (const url of ['/api/backoffice/system/health', '/api/backoffice/system/dead-letters']) {
      const res = await ctx.call('GET', url, { auth: editor.auth });
      expect([res.statusCode, res.json().error.code]).toEqual([403, 'STAFF_ROLE_REQUIRED']);
    }
    const bad = await ctx.call('POST', '/api/backoffice/system/dead-letters/not-a-number/retry', {
      auth: admin.auth,
    });
    expect(bad.statusCode).toBe(400);
  });
});
