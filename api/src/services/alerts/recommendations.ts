import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { queryRows } from '../../db/sql';
import { candidate } from '../../db/schema';
import { matchContext, prepareProfile } from '../ai/matcher';
import { matchProfileOfRow } from '../ai/profile';
import { rankJobs } from '../ai/rank';
import { matchIndexStore } from '../ai/store';
import type { LocalTime } from '../queue/local-time';
import { DIGEST_JOB_COLUMNS, digestJobPayload, type DigestJob } from './digest';
import { notify } from './notify';
import { pgArray } from './pg-array';

/**
 * The weekly "jobs you may like" e-mail (issue 44): the AI matcher's best open jobs for the candidate's profile.
 * Marketing e-mail (kinds.ts MARKETING_KINDS): only candidates who gave consent_marketing and did not switch the
 * kind off; sent on Thursday 09:00 Bangkok time (the saved-search digests go on Monday), at most once per week per
 * candidate (the dedupe key names the Bangkok ISO week), only jobs the candidate has not applied to nor been sent
 * before (in an earlier recommendation or a job alert), and nothing when no job scores RECOMMENDATION_MIN_SCORE.
 */
export const RECOMMENDATION_JOB: { name: string; at: LocalTime } = {
  name: 'alerts.recommendations-weekly',
  at: { hour: 9, weekday: 4, timeZone: 'Asia/Bangkok' },
};
/** The match score (0..100, as the AI matches page shows it) a job needs to be recommended by e-mail. */
export const RECOMMENDATION_MIN_SCORE = 60;
/** Jobs in one e-mail. */
export const RECOMMENDATION_MAX_JOBS = 5;
/** Candidates read per statement. */
const CHUNK = 200;

/** The ISO week of an instant on the Bangkok calendar ("2026-W49"): one e-mail per candidate per week. */
export function bangkokWeek(now: Date): string {
  const local = new Date(now.getTime() + 7 * 3600_000);
  const day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday 0
  const thursday = new Date(day + (3 - weekday) * 86_400_000);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * 86_400_000)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

type CandidateRow = typeof candidate.$inferSelect;

/** The jobs a candidate must not be sent again: applied to (any status), recommended before, or in a job alert. */
async function excludedJobs(db: Db, uid: string): Promise<Set<string>> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select job_id::text as id from application where candidate_uid = ${uid}
        union select jsonb_array_elements(payload->'jobs')->>'id' from notification
          where recipient_uid = ${uid} and recipient_role = 'candidate' and kind = 'job_recommendations'
        union select m.job_id::text from saved_search_job m join saved_search s on s.id = m.saved_search_id
          where s.candidate_uid = ${uid} and m.sent_at is not null`,
  );
  return new Set(rows.map((r) => r.id));
}

/**
 * One run: every consenting active candidate without this week's e-mail gets one when the matcher finds jobs above
 * the floor. Idempotent within a week (a retry or a second run writes nothing new). Returns the e-mails queued.
 */
export async function deliverRecommendations(
  db: Db,
  now: Date = new Date(),
  onlyUids?: readonly string[],
): Promise<number> {
  const week = bangkokWeek(now);
  const dedupeKey = `recommendations:${week}`;
  const index = await matchIndexStore(db).get();
  const ctx = matchContext(index);
  let sent = 0;
  let after = '';
  for (;;) {
    const due = await queryRows<{ uid: string }>(
      db,
      sql`select c.uid from candidate c
          where c.status = 'active' and c.consent_marketing = true and c.uid > ${after}
            ${onlyUids ? sql`and c.uid = any(${pgArray(onlyUids)}::text[])` : sql``}
            and not exists (select 1 from notification_preference np where np.uid = c.uid
              and np.role = 'candidate' and 'job_recommendations' = any(np.email_off))
            and not exists (select 1 from notification n where n.recipient_uid = c.uid
              and n.recipient_role = 'candidate' and n.dedupe_key = ${dedupeKey})
          order by c.uid limit ${CHUNK}`,
    );
    if (due.length === 0) return sent;
    after = due[due.length - 1].uid;
    const rows = await db
      .select()
      .from(candidate)
      .where(
        inArray(
          candidate.uid,
          due.map((d) => d.uid),
        ),
      );
    for (const row of rows) if (await recommendFor(db, ctx, row, dedupeKey)) sent++;
  }
}

async function recommendFor(
  db: Db,
  ctx: ReturnType<typeof matchContext>,
  row: CandidateRow,
  dedupeKey: string,
): Promise<boolean> {
  const profile = matchProfileOfRow(row);
  const prepared = prepareProfile(ctx, profile);
  const exclude = await excludedJobs(db, row.uid);
  // a few more than needed: some may have closed since the index was built
  const ranked = rankJobs(ctx, prepared, { limit: RECOMMENDATION_MAX_JOBS * 3, exclude }).filter(
    (r) => r.score >= RECOMMENDATION_MIN_SCORE,
  );
  if (ranked.length === 0) return false;
  const ids = ranked.map((r) => ctx.index.ids[r.doc]);
  const open = await queryRows<DigestJob>(
    db,
    sql`select ${DIGEST_JOB_COLUMNS}
        from job j join company c on c.id = j.company_id left join province p on p.id = j.province_id
        where j.id = any(${pgArray(ids)}::uuid[]) and j.status = 'published' and j.moderation = 'clear'
          and c.status = 'active'
          and (j.valid_through is null or j.valid_through >= (now() at time zone 'Asia/Bangkok')::date)`,
  );
  const byId = new Map(open.map((j) => [j.id, j]));
  const jobs = ranked
    .filter((r) => byId.has(ctx.index.ids[r.doc]))
    .slice(0, RECOMMENDATION_MAX_JOBS)
    .map((r) => ({ ...digestJobPayload(byId.get(ctx.index.ids[r.doc])!), score: Math.round(r.score) }));
  if (jobs.length === 0) return false;
  const id = await db.transaction((tx) =>
    notify(tx, { uid: row.uid, role: 'candidate' }, 'job_recommendations', { jobs }, dedupeKey),
  );
  return id !== null;
}
