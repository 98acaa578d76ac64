import { sql } from 'drizzle-orm';
import { MODERATION_LIMITS, type ReportInput } from '@jobportal/contracts';
import type { Db, Tx } from '../../db/types';
import { queryRows } from '../../db/sql';
import { ApiError } from '../../errors/api-error';
import { notifyJobsChanged } from '../search';
import { companyRecipients, notify } from '../alerts/notify';

/** A job or company the public can see (a report of anything else is 404, as its page is). */
async function assertPublicTarget(tx: Tx, kind: ReportInput['target_kind'], id: string): Promise<void> {
  if (kind === 'company') {
    const [c] = await queryRows<{ id: string }>(
      tx,
      sql`select id from company where id = ${id}::uuid and status = 'active'`,
    );
    if (!c) throw new ApiError('COMPANY_NOT_FOUND');
    return;
  }
  const [j] = await queryRows<{ id: string }>(
    tx,
    sql`select j.id from job j join company c on c.id = j.company_id
        where j.id = ${id}::uuid and j.status in ('published', 'closed') and j.moderation = 'clear'
          and c.status = 'active'`,
  );
  if (!j) throw new ApiError('JOB_NOT_FOUND');
}

/**
 * A job reaching MODERATION_LIMITS.reportsToHold distinct open reports is held (flag 'reported') until staff
 * review it; its employer is told (docs/DECISIONS.md "Moderation: report threshold"). Returns whether it was held.
 */
async function holdIfReported(tx: Tx, jobId: string): Promise<boolean> {
  const [held] = await queryRows<{ id: string; title: string; company_id: string }>(
    tx,
    sql`update job set moderation = 'held', moderated_at = now(), updated_at = now(), moderation_reason = null,
          moderation_flags = case when 'reported' = any(moderation_flags) then moderation_flags
                                  else array_append(moderation_flags, 'reported') end
        where id = ${jobId}::uuid and moderation = 'clear'
          and (select count(*) from content_report r
               where r.target_kind = 'job' and r.target_id = ${jobId}::uuid and r.status = 'open')
              >= ${MODERATION_LIMITS.reportsToHold}
        returning id, title, company_id`,
  );
  if (!held) return false;
  for (const to of await companyRecipients(tx, held.company_id))
    await notify(tx, to, 'job_moderated', {
      job_id: held.id,
      job_title: held.title,
      action: 'hold',
      reason: null,
      automatic: true,
    });
  return true;
}

/** POST /api/reports: one report per reporter and item (409 ALREADY_REPORTED). */
export async function createReport(db: Db, input: ReportInput, reporter: string): Promise<{ id: string }> {
  const result = await db.transaction(async (tx) => {
    await assertPublicTarget(tx, input.target_kind, input.target_id);
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into content_report (target_kind, target_id, reason, details, reporter_key)
          values (${input.target_kind}, ${input.target_id}::uuid, ${input.reason}, ${(input.details ?? '').trim()},
                  ${reporter})
          on conflict (target_kind, target_id, reporter_key) do nothing
          returning id`,
    );
    if (!row) throw new ApiError('ALREADY_REPORTED');
    const held = input.target_kind === 'job' && (await holdIfReported(tx, input.target_id));
    return { id: row.id, held };
  });
  if (result.held) notifyJobsChanged(db, [input.target_id]);
  return { id: result.id };
}
