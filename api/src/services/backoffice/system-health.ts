import { sql } from 'drizzle-orm';
import type { SystemHealth } from '@jobportal/contracts';
import type { Tx } from '../../db/types';
import { queryRows } from '../../db/sql';
import { SEND_EMAIL } from '../alerts/notify';
import { appliedFeedSeq } from '../search/manager';
import { SUPPORT_REPLY } from './support-mail';
import { TEAM_INVITE } from '../team/invite-send';

/** The queue's e-mail jobs. */
export const MAIL_JOBS = [SEND_EMAIL, SUPPORT_REPLY, TEAM_INVITE] as const;

const int = (v: unknown) => Number(v ?? 0);
const iso = (v: Date | string | null | undefined) => (v ? new Date(v).toISOString() : null);

/** GET /backoffice/system/health: the job queue per name, its dead letters and e-mails, the job change feed. */
export async function systemHealth(db: Tx): Promise<SystemHealth> {
  const queue = await queryRows<{
    name: string;
    pending: unknown;
    due: unknown;
    running: unknown;
    failed: unknown;
  }>(
    db,
    sql`select name,
          count(*) filter (where failed_at is null) as pending,
          count(*) filter (where failed_at is null and run_at <= now()
                             and (locked_until is null or locked_until <= now())) as due,
          count(*) filter (where failed_at is null and locked_until > now()) as running,
          count(*) filter (where failed_at is not null) as failed
        from job_queue group by name order by name`,
  );
  const mailNames = sql.join(
    MAIL_JOBS.map((n) => sql`${n}`),
    sql`, `,
  );
  const [mail] = await queryRows<{ failed: unknown; queued: unknown; oldest: Date | string | null }>(
    db,
    sql`select count(*) filter (where failed_at is not null) as failed,
          count(*) filter (where failed_at is null) as queued,
          min(created_at) filter (where failed_at is null) as oldest
        from job_queue where name in (${mailNames})`,
  );
  const [feed] = await queryRows<{ seq: unknown; at: Date | string | null; lag: unknown }>(
    db,
    sql`select coalesce(max(seq), 0)::bigint as seq, max(at) as at,
          extract(epoch from (now() - max(at)))::float8 as lag
        from job_change`,
  );
  const lastSeq = int(feed.seq);
  const indexSeq = appliedFeedSeq(db);
  const items = queue.map((q) => ({
    name: q.name,
    pending: int(q.pending),
    due: int(q.due),
    running: int(q.running),
    failed: int(q.failed),
  }));
  return {
    queue: items,
    dead_letters: items.reduce((n, q) => n + q.failed, 0),
    change_feed: {
      last_seq: lastSeq,
      last_at: iso(feed.at),
      lag_seconds: feed.lag === null || feed.lag === undefined ? null : Math.max(0, Number(feed.lag)),
      index_seq: indexSeq,
      index_behind: indexSeq === null ? null : Math.max(0, lastSeq - indexSeq),
    },
    mail: { failed: int(mail.failed), queued: int(mail.queued), oldest_queued_at: iso(mail.oldest) },
    generated_at: new Date().toISOString(),
  };
}
