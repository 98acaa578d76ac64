import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/sql';
import { runDueJobs } from '../src/services/queue/queue';
import { nextLocalTime } from '../src/services/queue/local-time';
import { DIGEST_JOBS } from '../src/services/alerts/digest';
import { ensureAlertSchedules } from '../src/services/alerts/jobs';
import { forEachDriver } from './helpers/app';

const BANGKOK_8 = { hour: 8, timeZone: 'Asia/Bangkok' };
const MONDAY_8 = { ...BANGKOK_8, weekday: 1 };
const at = (iso: string) => new Date(iso);

describe('nextLocalTime (digests at 08:00 Bangkok time)', () => {
  it('daily: today at 08:00 when it is still earlier there, else tomorrow', () => {
    // 2026-11-24 is a Tuesday; 01:00 UTC is 08:00 in Bangkok (UTC+7)
    expect(nextLocalTime(BANGKOK_8, at('2026-11-24T00:59:00Z')).toISOString()).toBe(
      '2026-11-24T01:00:00.000Z',
    );
    expect(nextLocalTime(BANGKOK_8, at('2026-11-24T01:00:00Z')).toISOString()).toBe(
      '2026-11-25T01:00:00.000Z',
    );
    // 23:30 UTC on the 24th is already 06:30 on the 25th in Bangkok
    expect(nextLocalTime(BANGKOK_8, at('2026-11-24T23:30:00Z')).toISOString()).toBe(
      '2026-11-25T01:00:00.000Z',
    );
  });
  it('weekly: the next Monday at 08:00', () => {
    expect(nextLocalTime(MONDAY_8, at('2026-11-24T02:00:00Z')).toISOString()).toBe(
      '2026-11-30T01:00:00.000Z',
    );
    expect(nextLocalTime(MONDAY_8, at('2026-11-30T00:30:00Z')).toISOString()).toBe(
      '2026-11-30T01:00:00.000Z',
    );
    expect(nextLocalTime(MONDAY_8, at('2026-11-30T01:00:01Z')).toISOString()).toBe(
      '2026-12-07T01:00:00.000Z',
    );
    // Sunday 20:00 UTC is already Monday 03:00 in Bangkok: the same Monday
    expect(nextLocalTime(MONDAY_8, at('2026-11-29T20:00:00Z')).toISOString()).toBe(
      '2026-11-30T01:00:00.000Z',
    );
  });
});

forEachDriver('digest schedules at a fixed local hour', (ctx) => {
  const runAt = async (name: string) => {
    const [row] = await queryRows<{ run_at: string }>(
      ctx.db,
      sql`select to_char(run_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as run_at from job_queue where singleton_key = ${`schedule:${name}`}`,
    );
    return row?.run_at;
  };

  it('the daily digest is due at the next 08:00 Bangkok time, the weekly one on Monday 08:00; a former interval schedule is replaced', async () => {
    // what the interval schedules left in job_queue: due 24 h after the first start, whatever the hour
    await ctx.db.execute(sql`
      insert into job_queue (name, payload, singleton_key, run_at)
      values (${DIGEST_JOBS.daily.name}, '{"everyMs": 86400000}'::jsonb, ${`schedule:${DIGEST_JOBS.daily.name}`},
              '2026-11-24T15:37:00Z')`);
    // Tuesday 09:00 in Bangkok
    await ensureAlertSchedules(ctx.db, at('2026-11-24T02:00:00Z'));
    expect(await runAt(DIGEST_JOBS.daily.name)).toBe('2026-11-25T01:00:00Z');
    expect(await runAt(DIGEST_JOBS.weekly.name)).toBe('2026-11-30T01:00:00Z');
    // idempotent
    await ensureAlertSchedules(ctx.db, at('2026-11-24T03:00:00Z'));
    expect(await runAt(DIGEST_JOBS.daily.name)).toBe('2026-11-25T01:00:00Z');
  });

  it('a run at 08:00 (or late, after a restart) queues the next one at the following 08:00, not 24 h after it finished', async () => {
    const ran: string[] = [];
    const handlers = { [DIGEST_JOBS.daily.name]: async () => void ran.push('daily') };
    await ctx.db.execute(
      sql`update job_queue set run_at = now() - interval '1 second' where singleton_key = ${`schedule:${DIGEST_JOBS.daily.name}`}`,
    );
    // the worker was down at 08:00 and ran it at 10:45 Bangkok time
    expect(await runDueJobs(ctx.db, handlers, { now: () => at('2026-11-25T03:45:00Z') })).toBe(1);
    expect(ran).toEqual(['daily']);
    expect(await runAt(DIGEST_JOBS.daily.name)).toBe('2026-11-26T01:00:00Z');
    const [row] = await queryRows<{ payload: Record<string, unknown> }>(
      ctx.db,
      sql`select payload from job_queue where singleton_key = ${`schedule:${DIGEST_JOBS.daily.name}`}`,
    );
    expect(row.payload).toEqual({ at: BANGKOK_8 });
  });
});
