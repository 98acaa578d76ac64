import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/sql';
import { claimNext, enqueue, ensureSchedule, runDueJobs, type QueueJob } from '../src/services/queue/queue';
import { QueueWorker } from '../src/services/queue/worker';
import { ERASE_CANDIDATE } from '../src/services/pdpa/erasure';
import { forEachDriver } from './helpers/app';
import { handlers, rowsMentioning } from './helpers/pdpa';
import { createUser } from './helpers/users';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

forEachDriver('job queue', (ctx) => {
  const queued = async (name: string) =>
    queryRows<{ attempts: number; failed_at: unknown; last_error: string | null }>(
      ctx.db,
      sql`select attempts, failed_at, last_error from job_queue where name = ${name}`,
    );

  it('a job claimed by a worker that died is taken again when its lease runs out, and runs once', async () => {
    const seen: QueueJob[] = [];
    await enqueue(ctx.db, { name: 'test.lease', payload: { n: 1 } });
    // a worker claims it and dies before finishing
    expect(await claimNext(ctx.db, ['test.lease'], 400)).toMatchObject({ name: 'test.lease', attempts: 1 });
    const h = { 'test.lease': async (job: QueueJob) => void seen.push(job) };
    expect(await runDueJobs(ctx.db, h)).toBe(0); // the lease still holds
    await sleep(500);
    expect(await runDueJobs(ctx.db, h)).toBe(1);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ payload: { n: 1 }, attempts: 2 });
    expect(await queued('test.lease')).toEqual([]);
  });

  it('a failing job is retried with back-off, then kept as failed; a singleton key queues once', async () => {
    let calls = 0;
    const h = {
      'test.flaky': async () => {
        calls++;
        throw new Error(`boom ${calls}`);
      },
    };
    await enqueue(ctx.db, { name: 'test.flaky', singletonKey: 'flaky', maxAttempts: 2 });
    await enqueue(ctx.db, { name: 'test.flaky', singletonKey: 'flaky', maxAttempts: 2 });
    // a minute of back-off: a slow machine never reaches it within the test; the wait is then skipped in the table
    expect(await runDueJobs(ctx.db, h, { backoffMs: 60_000 })).toBe(1);
    expect(await queued('test.flaky')).toMatchObject([
      { attempts: 1, failed_at: null, last_error: 'boom 1' },
    ]);
    const [{ wait }] = await queryRows<{ wait: number }>(
      ctx.db,
      sql`select extract(epoch from run_at - now())::float as wait from job_queue where name = 'test.flaky'`,
    );
    expect(wait).toBeGreaterThan(30);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await runDueJobs(ctx.db, h, { backoffMs: 60_000 })).toBe(0); // backing off
    await ctx.db.execute(sql`update job_queue set run_at = now() where name = 'test.flaky'`);
    expect(await runDueJobs(ctx.db, h, { backoffMs: 60_000 })).toBe(1);
    const [failed] = await queued('test.flaky');
    expect(failed).toMatchObject({ attempts: 2, last_error: 'boom 2' });
    expect(failed.failed_at).not.toBeNull();
    expect(await runDueJobs(ctx.db, h)).toBe(0);
    expect(calls).toBe(2);
  });

  it("a recurring job runs once a pass even when its next run is already due (a clock behind the database's)", async () => {
    const hourBehind = () => new Date(Date.now() - 3_600_000);
    let calls = 0;
    const h = {
      'test.behind': async () => {
        // without the once-a-pass rule the pass would run it for ever: end it on the third run
        if (++calls === 3) throw new Error('ran again in the same pass');
      },
    };
    await ensureSchedule(ctx.db, 'test.behind', 60_000, hourBehind());
    expect(await runDueJobs(ctx.db, h, { now: hourBehind, backoffMs: 60_000 })).toBe(1);
    expect(calls).toBe(1);
    expect(await queued('test.behind')).toMatchObject([{ attempts: 0, last_error: null }]);
    // still due: the next pass runs it (once)
    expect(await runDueJobs(ctx.db, h, { now: hourBehind, backoffMs: 60_000 })).toBe(1);
    expect(calls).toBe(2);
  });

  it('the worker polls the table: a stopped worker leaves the due job to the next one', async () => {
    const done: number[] = [];
    const h = { 'test.poll': async (job: QueueJob) => void done.push(Number(job.payload.n)) };
    const first = new QueueWorker(ctx.db, h, { pollMs: 20 });
    first.start();
    await first.stop();
    await enqueue(ctx.db, { name: 'test.poll', payload: { n: 7 } });
    expect(done).toEqual([]);
    const second = new QueueWorker(ctx.db, h, { pollMs: 20 });
    second.start();
    for (let i = 0; i < 100 && done.length === 0; i++) await sleep(20);
    await second.stop();
    expect(done).toEqual([7]);
  });

  // a real process kill needs a server both processes reach: PostgreSQL (PGlite lives inside one process)
  if (ctx.driver === 'pg') {
    it('[pg] an erasure whose worker process is killed mid-job is finished by the next worker', async () => {
      const previous = process.env.PDPA_ERASURE_GRACE_SECONDS;
      process.env.PDPA_ERASURE_GRACE_SECONDS = '0';
      const cand = await createUser('candidate');
      await ctx.call('POST', '/api/candidate/deletion-request', { auth: cand.auth });
      if (previous === undefined) delete process.env.PDPA_ERASURE_GRACE_SECONDS;
      else process.env.PDPA_ERASURE_GRACE_SECONDS = previous;

      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          path.join(__dirname, 'helpers', 'queue-child.ts'),
          ctx.testDb.url!,
          ERASE_CANDIDATE,
          '1500',
        ],
        { cwd: path.join(__dirname, '..'), stdio: ['ignore', 'pipe', 'inherit'] },
      );
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (b: Buffer) => b.toString().includes('claimed') && resolve());
        child.on('exit', (code) => reject(new Error(`child exited ${code}`)));
      });
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
      expect(await queued(ERASE_CANDIDATE)).toMatchObject([{ attempts: 1 }]);
      expect(await runDueJobs(ctx.db, handlers(ctx.db))).toBe(0); // its lease still holds
      await sleep(1700);
      expect(await runDueJobs(ctx.db, handlers(ctx.db))).toBe(1);
      expect(await rowsMentioning(ctx.db, [cand.uid, cand.email])).toEqual({});
    });
  }
});
