import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/types';
import { queryRows } from '../../db/sql';
import { EMAIL_ATTEMPTS, SEND_EMAIL } from './notify';
import { announceNotificationChange } from './live';
import { pgArray } from './pg-array';
import type { LocalTime } from '../queue/local-time';
import type { Frequency } from './saved-searches';

/**
 * When digests go out: daily at 08:00 Bangkok time, weekly on Monday at 08:00 (docs/DECISIONS.md); instant ones
 * at the queue poll after the job is published (the matching job).
 */
export const DIGEST_JOBS: Record<Exclude<Frequency, 'instant'>, { name: string; at: LocalTime }> = {
  daily: { name: 'alerts.digest-daily', at: { hour: 8, timeZone: 'Asia/Bangkok' } },
  weekly: { name: 'alerts.digest-weekly', at: { hour: 8, weekday: 1, timeZone: 'Asia/Bangkok' } },
};
/** Jobs listed in one digest; the rest of the matches are in the search it links to. */
export const DIGEST_MAX_JOBS = 20;

/** A job as the alert e-mails list it: title, company, salary, province, work mode and posting date (issue 44). */
export interface DigestJob {
  id: string;
  title: string;
  company_th: string;
  company_en: string;
  salary_min: number | null;
  salary_max: number | null;
  salary_negotiable: boolean;
  province_th: string | null;
  province_en: string | null;
  work_type: string;
  posted_at: string;
}

/** The columns of a DigestJob (job j, company c, province p). */
export const DIGEST_JOB_COLUMNS = sql`j.id, j.title, c.name_th as company_th, c.name_en as company_en,
  j.salary_min, j.salary_max, j.salary_negotiable, p.name_th as province_th, p.name_en as province_en,
  j.work_type, to_char(j.posted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as posted_at`;

/** A DigestJob as a notification payload keeps it (the e-mail is rendered from the payload). */
export const digestJobPayload = (j: DigestJob): DigestJob => ({
  id: j.id,
  title: j.title,
  company_th: j.company_th,
  company_en: j.company_en,
  salary_min: j.salary_min,
  salary_max: j.salary_max,
  salary_negotiable: j.salary_negotiable,
  province_th: j.province_th,
  province_en: j.province_en,
  work_type: j.work_type,
  posted_at: j.posted_at,
});

/** The job search page's URL parameters of a saved filter (lists repeat the key). */
export function queryString(filter: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter))
    for (const v of Array.isArray(value) ? value : [value])
      if (v !== undefined && v !== null && v !== '') params.append(key, String(v));
  return params.toString();
}

/** Saved searches whose digests are written in one transaction (a few set-based statements). */
const CHUNK = 1000;

interface Claimed extends DigestJob {
  saved_search_id: string;
  candidate_uid: string;
  name: string;
  filter: Record<string, unknown>;
}

/**
 * Sends one digest per saved search of this frequency with jobs found since its last digest, CHUNK saved searches
 * per transaction: one UPDATE claims their unsent rows (sent_at), one INSERT writes the notifications and their
 * e-mail jobs. A digest that runs twice (retry, a second worker, a restart mid-run) finds nothing left to claim,
 * and a chunk whose transaction died left nothing behind; the unique keys (notification dedupe key
 * `digest:<saved search>:<first job>`, the e-mail job's singleton key) make a replay of the same rows a no-op too.
 * Jobs that were closed or expired before their digest are left out (and stay unsent). Returns the number of digests.
 */
export async function deliverDigests(
  db: Db,
  frequency: Frequency,
  onlyIds?: readonly string[],
): Promise<number> {
  let sent = 0;
  if (onlyIds) {
    for (let i = 0; i < onlyIds.length; i += CHUNK)
      sent += await deliverChunk(db, frequency, onlyIds.slice(i, i + CHUNK));
    return sent;
  }
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const due = await queryRows<{ id: string }>(
      db,
      sql`select s.id from saved_search s
          where s.frequency = ${frequency} and not s.paused and s.id > ${after}::uuid
            and exists (select 1 from saved_search_job m where m.saved_search_id = s.id and m.sent_at is null)
          order by s.id limit ${CHUNK}`,
    );
    if (due.length === 0) return sent;
    after = due[due.length - 1].id;
    sent += await deliverChunk(
      db,
      frequency,
      due.map((d) => d.id),
    );
  }
}

async function deliverChunk(db: Db, frequency: Frequency, ids: readonly string[]): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await queryRows<Claimed>(
      tx,
      sql`update saved_search_job m set sent_at = now()
          from saved_search s, company c, job j left join province p on p.id = j.province_id
          where m.saved_search_id = any(${pgArray(ids)}::uuid[]) and m.sent_at is null
            and s.id = m.saved_search_id and s.frequency = ${frequency} and not s.paused
            and j.id = m.job_id and c.id = j.company_id and j.status = 'published'
            and j.moderation = 'clear' and c.status = 'active'
            and (j.valid_through is null or j.valid_through >= (now() at time zone 'Asia/Bangkok')::date)
          returning m.saved_search_id, ${DIGEST_JOB_COLUMNS}, s.candidate_uid, s.name, s.filter`,
    );
    return writeDigests(tx, frequency, claimed);
  });
}

/** A new job as a digest lists it (published and not expired when the matching ran). */
export type NewJob = DigestJob;
/** A saved search as its digest needs it. */
export interface DigestSearch {
  id: string;
  candidate_uid: string;
  name: string;
  filter: Record<string, unknown>;
}

/** The jobs of a matching run that can still be sent (published, not expired), by id. */
export async function newJobsById(db: Db, jobIds: readonly string[]): Promise<Map<string, NewJob>> {
  const rows = await queryRows<NewJob>(
    db,
    sql`select ${DIGEST_JOB_COLUMNS}
        from job j join company c on c.id = j.company_id left join province p on p.id = j.province_id
        where j.id = any(${pgArray(jobIds)}::uuid[]) and j.status = 'published'
          and j.moderation = 'clear' and c.status = 'active'
          and (j.valid_through is null or j.valid_through >= (now() at time zone 'Asia/Bangkok')::date)`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Instant saved searches: their new (saved search, job) pairs are written already sent, in the transaction that
 * writes the digests (no second pass over the rows). A pair already there (the job reached the search before)
 * is not written again and not sent. The jobs and saved searches come from the matching run (read once), so the
 * statement only moves ids. Returns the pairs written and the digests.
 */
export async function deliverInstant(
  db: Db,
  pairs: readonly { s: string; j: string }[],
  jobs: ReadonlyMap<string, NewJob>,
  searches: ReadonlyMap<string, DigestSearch>,
): Promise<{ pairs: number; digests: number }> {
  const sendable = pairs.filter((p) => jobs.has(p.j) && searches.has(p.s));
  if (sendable.length === 0) return { pairs: 0, digests: 0 };
  return db.transaction(async (tx) => {
    const inserted = await queryRows<{ saved_search_id: string; job_id: string }>(
      tx,
      sql`insert into saved_search_job (saved_search_id, job_id, sent_at)
          select t.s::uuid, t.j::uuid, now()
          from unnest(${pgArray(sendable.map((p) => p.s))}::text[], ${pgArray(sendable.map((p) => p.j))}::text[]) as t(s, j)
          on conflict do nothing
          returning saved_search_id, job_id`,
    );
    const claimed = inserted.map((r): Claimed => {
      const s = searches.get(r.saved_search_id)!;
      return {
        ...jobs.get(r.job_id)!,
        saved_search_id: s.id,
        candidate_uid: s.candidate_uid,
        name: s.name,
        filter: s.filter,
      };
    });
    return { pairs: claimed.length, digests: await writeDigests(tx, 'instant', claimed) };
  });
}

/** One digest per saved search of the claimed rows: the notifications and their e-mail jobs in one statement. */
async function writeDigests(tx: Tx, frequency: Frequency, claimed: Claimed[]): Promise<number> {
  if (claimed.length === 0) return 0;
  const bySearch = new Map<string, Claimed[]>();
  for (const row of claimed) {
    const list = bySearch.get(row.saved_search_id);
    if (list) list.push(row);
    else bySearch.set(row.saved_search_id, [row]);
  }
  const digests = [...bySearch].map(([id, jobs]) => {
    jobs.sort((a, b) =>
      a.posted_at < b.posted_at ? 1 : a.posted_at > b.posted_at ? -1 : a.id < b.id ? -1 : 1,
    );
    const [{ candidate_uid: uid, name, filter }] = jobs;
    const first = jobs.reduce((m, j) => (j.id < m ? j.id : m), jobs[0].id);
    return {
      uid,
      dedupe_key: `digest:${id}:${first}`,
      payload: {
        saved_search_id: id,
        saved_search_name: name,
        query: queryString(filter),
        // the filters themselves: the e-mail names the alert by them in words (saved-search-words)
        filter,
        frequency,
        total: jobs.length,
        jobs: jobs.slice(0, DIGEST_MAX_JOBS).map(digestJobPayload),
      },
    };
  });
  // the notifications and their e-mail jobs in one statement (an outbox, as notify() writes one)
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`with n as (
          insert into notification (recipient_uid, recipient_role, kind, payload, dedupe_key)
          select d.uid, 'candidate', 'saved_search_digest', d.payload, d.dedupe_key
          from jsonb_to_recordset(${JSON.stringify(digests)}::jsonb) as d(uid text, payload jsonb, dedupe_key text)
          on conflict (recipient_uid, recipient_role, dedupe_key) do nothing
          returning id),
        q as (
          insert into job_queue (name, payload, singleton_key, max_attempts)
          select ${SEND_EMAIL}, jsonb_build_object('notificationId', n.id), 'email:' || n.id, ${EMAIL_ATTEMPTS} from n
          on conflict (singleton_key) do nothing)
        select count(*)::int as n from n`,
  );
  if (Number(row.n) > 0)
    await announceNotificationChange(
      tx,
      digests.map((d) => ({ uid: d.uid, role: 'candidate' as const })),
    );
  return Number(row.n);
}
