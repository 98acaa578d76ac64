import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { queryRows } from '../../db/sql';
import { notify } from './notify';
import type { Frequency } from './saved-searches';

export const DIGEST_JOBS: Record<Exclude<Frequency, 'instant'>, { name: string; everyMs: number }> = {
  daily: { name: 'alerts.digest-daily', everyMs: 24 * 3600_000 },
  weekly: { name: 'alerts.digest-weekly', everyMs: 7 * 24 * 3600_000 },
};
/** Jobs listed in one digest; the rest of the matches are in the search it links to. */
export const DIGEST_MAX_JOBS = 20;

export interface DigestJob {
  id: string;
  title: string;
  company_th: string;
  company_en: string;
}

/** The job search page's URL parameters of a saved filter (lists repeat the key). */
export function queryString(filter: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter))
    for (const v of Array.isArray(value) ? value : [value])
      if (v !== undefined && v !== null && v !== '') params.append(key, String(v));
  return params.toString();
}

/**
 * Sends one digest per saved search of this frequency with jobs found since its last digest: the rows are claimed
 * (sent_at set) in the same transaction that records the notification and queues its e-mail, so a digest that
 * runs twice (retry, a second worker) finds nothing left to send. Jobs that were closed or expired before their
 * digest are left out (and stay unsent). Returns the number of digests.
 */
export async function deliverDigests(
  db: Db,
  frequency: Frequency,
  onlyIds?: readonly string[],
): Promise<number> {
  const due = await queryRows<{ id: string }>(
    db,
    sql`select distinct s.id from saved_search s join saved_search_job m on m.saved_search_id = s.id
        where m.sent_at is null and s.frequency = ${frequency} and not s.paused
        ${
          onlyIds
            ? sql`and s.id in (${sql.join(
                onlyIds.map((id) => sql`${id}::uuid`),
                sql`, `,
              )})`
            : sql``
        }`,
  );
  let sent = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const jobs = await queryRows<
        DigestJob & { candidate_uid: string; name: string; filter: Record<string, unknown> }
      >(
        tx,
        sql`update saved_search_job m set sent_at = now()
            from saved_search s, job j, company c
            where m.saved_search_id = ${id}::uuid and m.sent_at is null and s.id = m.saved_search_id
              and not s.paused and j.id = m.job_id and c.id = j.company_id and j.status = 'published'
              and (j.valid_through is null or j.valid_through >= (now() at time zone 'Asia/Bangkok')::date)
            returning j.id, j.title, c.name_th as company_th, c.name_en as company_en, s.candidate_uid, s.name, s.filter`,
      );
      if (jobs.length === 0) return false;
      const [{ candidate_uid: uid, name, filter }] = jobs;
      await notify(tx, { uid, role: 'candidate' }, 'saved_search_digest', {
        saved_search_id: id,
        saved_search_name: name,
        query: queryString(filter),
        frequency,
        total: jobs.length,
        jobs: jobs
          .slice(0, DIGEST_MAX_JOBS)
          .map((j) => ({ id: j.id, title: j.title, company_th: j.company_th, company_en: j.company_en })),
      });
      return true;
    });
    if (done) sent++;
  }
  return sent;
}
