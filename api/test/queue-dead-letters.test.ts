import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/sql';
import { runQueueCli } from '../src/cli/queue';
import { enqueue, runDueJobs } from '../src/services/queue/queue';
import { listDeadLetters } from '../src/services/queue/dead-letters';
import { forEachDriver } from './helpers/app';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

forEachDriver('queue dead letters (npm run queue -- dead-letters)', (ctx) => {
  const cli = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await runQueueCli(ctx.db, argv, (l) => lines.push(l));
    return { code, lines };
  };

  it('lists the jobs that used up their retries with the last error, and --retry queues one again', async () => {
    expect((await cli('dead-letters')).lines).toEqual(['no failed jobs']);
    let smtpUp = false;
    let sent = 0;
    const handlers = {
      'test.mail': async () => {
        if (!smtpUp) throw new Error('connect ECONNREFUSED 127.0.0.1:1025');
        sent++;
      },
    };
    await enqueue(ctx.db, { name: 'test.mail', payload: { notificationId: 'x' }, maxAttempts: 2 });
    await runDueJobs(ctx.db, handlers, { backoffMs: 1 });
    await sleep(50);
    await runDueJobs(ctx.db, handlers, { backoffMs: 1 });
    const [dead] = await listDeadLetters(ctx.db);
    expect(dead).toMatchObject({
      name: 'test.mail',
      attempts: 2,
      lastError: 'connect ECONNREFUSED 127.0.0.1:1025',
    });
    const listed = await cli('dead-letters');
    expect(listed.code).toBe(0);
    expect(listed.lines).toHaveLength(1);
    expect(listed.lines[0]).toMatch(new RegExp(`^${dead.id}\\ttest\\.mail\\tattempts 2\\t.*ECONNREFUSED`));
    // a dead letter stays put: the worker does not take it again
    expect(await runDueJobs(ctx.db, handlers)).toBe(0);

    smtpUp = true;
    expect(await cli('dead-letters', '--retry', String(dead.id))).toEqual({
      code: 0,
      lines: [`job ${dead.id} queued again`],
    });
    expect((await cli('dead-letters')).lines).toEqual(['no failed jobs']);
    expect(await runDueJobs(ctx.db, handlers)).toBe(1);
    expect(sent).toBe(1);
    expect(await queryRows(ctx.db, sql`select 1 from job_queue where name = 'test.mail'`)).toEqual([]);
    // retrying it again: nothing to retry
    expect(await cli('dead-letters', '--retry', String(dead.id))).toEqual({
      code: 1,
      lines: [`no failed job ${dead.id}`],
    });
  });

  it('refuses other commands and a malformed id', async () => {
    expect((await cli('drop-everything')).code).toBe(2);
    expect((await cli('dead-letters', '--retry', 'abc')).code).toBe(2);
  });
});
