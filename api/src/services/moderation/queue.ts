import { sql, type SQL } from 'drizzle-orm';
import type {
  ContentReportView,
  ModerationJobDetail,
  ModerationQueueItem,
  ModerationQueueQuery,
  Page,
} from '@jobportal/contracts';
import type { Db } from '../../db/types';
import { queryRows } from '../../db/sql';
import { ApiError } from '../../errors/api-error';
import { listAudit } from '../backoffice/audit';

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());
const escapeLike = (q: string) => q.replace(/[%_\\]/g, '\\$&');

interface QueueRow {
  job_id: string;
  title: string;
  company_id: string;
  company_name: string;
  company_status: 'active' | 'suspended';
  moderation: ModerationQueueItem['moderation'];
  moderation_flags: string[];
  moderation_reason: string | null;
  open_reports: number;
  status: ModerationQueueItem['status'];
  posted_at: Date | string | null;
  updated_at: Date | string;
  total: number;
}

const STATE_WHERE: Record<ModerationQueueQuery['state'], SQL> = {
  held_or_reported: sql`(j.moderation = 'held' or r.open_reports > 0)`,
  held: sql`j.moderation = 'held'`,
  removed: sql`j.moderation = 'removed'`,
  reported: sql`r.open_reports > 0`,
  all: sql`(j.moderation <> 'clear' or j.moderated_at is not null or r.open_reports > 0)`,
};

/**
 * The moderation queue: jobs held, removed or reported, with their open reports. What waits for staff (held,
 * held_or_reported) comes oldest first (held since / first open report); the other views newest first.
 */
export async function listQueue(db: Db, q: ModerationQueueQuery): Promise<Page<ModerationQueueItem>> {
  const waiting = q.state === 'held' || q.state === 'held_or_reported';
  const text = q.q?.trim();
  const rows = await queryRows<QueueRow>(
    db,
    sql`with r as (
          select target_id, count(*)::int as open_reports, min(created_at) as first_report
          from content_report where target_kind = 'job' and status = 'open' group by target_id
        )
        select j.id as job_id, j.title, c.id as company_id, c.name_th as company_name, c.status as company_status,
               j.moderation, to_jsonb(j.moderation_flags) as moderation_flags, j.moderation_reason,
               coalesce(r.open_reports, 0)::int as open_reports,
               j.status, j.posted_at, j.updated_at, count(*) over ()::int as total
        from job j
        join company c on c.id = j.company_id
        left join r on r.target_id = j.id
        where ${STATE_WHERE[q.state]}
          ${q.flag ? sql`and ${q.flag} = any(j.moderation_flags)` : sql``}
          ${
            text
              ? sql`and (j.title ilike ${`%${escapeLike(text)}%`} or c.name_th ilike ${`%${escapeLike(text)}%`}
                     or c.name_en ilike ${`%${escapeLike(text)}%`})`
              : sql``
          }
        order by ${
          waiting
            ? sql`case when j.moderation = 'held' then j.moderated_at else r.first_report end asc nulls last`
            : sql`greatest(j.moderated_at, r.first_report) desc nulls last`
        }, j.id
        offset ${q.offset} limit ${q.limit}`,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && q.offset > 0) {
    const [c] = await queryRows<{ n: number }>(
      db,
      sql`with r as (select target_id, count(*)::int as open_reports from content_report
                     where target_kind = 'job' and status = 'open' group by target_id)
          select count(*)::int as n from job j join company c on c.id = j.company_id left join r on r.target_id = j.id
          where ${STATE_WHERE[q.state]}`,
    );
    total = c?.n ?? 0;
  }
  return {
    items: rows.map((r) => ({
      job_id: r.job_id,
      title: r.title,
      company_id: r.company_id,
      company_name: r.company_name,
      company_status: r.company_status,
      moderation: r.moderation,
      moderation_flags: r.moderation_flags,
      moderation_reason: r.moderation_reason,
      open_reports: Number(r.open_reports),
      status: r.status,
      posted_at: iso(r.posted_at),
      updated_at: iso(r.updated_at)!,
    })),
    total: Number(total),
    offset: q.offset,
    limit: q.limit,
  };
}

/** Reports of one job or company, newest first. */
export async function reportsOf(db: Db, kind: 'job' | 'company', id: string): Promise<ContentReportView[]> {
  const rows = await queryRows<{
    id: string;
    reason: ContentReportView['reason'];
    details: string;
    created_at: Date | string;
    status: ContentReportView['status'];
  }>(
    db,
    sql`select id, reason, details, created_at, status from content_report
        where target_kind = ${kind} and target_id = ${id}::uuid order by created_at desc, id`,
  );
  return rows.map((r) => ({ ...r, created_at: iso(r.created_at)! }));
}

/** GET /api/backoffice/moderation/jobs/:id: the job (any status), its reports and the staff's actions on it. */
export async function jobForReview(db: Db, id: string): Promise<ModerationJobDetail> {
  const [r] = await queryRows<{
    id: string;
    title: string;
    description_html: string;
    qualifications_html: string;
    salary_min: number | null;
    salary_max: number | null;
    salary_negotiable: boolean;
    province_id: number;
    hire_type: string;
    company_id: string;
    name_th: string;
    name_en: string;
    company_status: 'active' | 'suspended';
    verified: boolean;
    status: ModerationJobDetail['job']['status'];
    moderation: ModerationJobDetail['job']['moderation'];
    moderation_flags: string[];
    moderation_reason: string | null;
    moderated_at: Date | string | null;
    posted_at: Date | string | null;
    created_at: Date | string;
    updated_at: Date | string;
  }>(
    db,
    sql`select j.id, j.title, j.description_html, j.qualifications_html, j.salary_min, j.salary_max,
               j.salary_negotiable, j.province_id, j.hire_type, c.id as company_id, c.name_th, c.name_en,
               c.status as company_status, c.verified, j.status, j.moderation,
               to_jsonb(j.moderation_flags) as moderation_flags,
               j.moderation_reason, j.moderated_at, j.posted_at, j.created_at, j.updated_at
        from job j join company c on c.id = j.company_id where j.id = ${id}::uuid`,
  );
  if (!r) throw new ApiError('JOB_NOT_FOUND');
  const history = await listAudit(db, { target_kind: 'job', target_id: id, limit: 200 });
  return {
    job: {
      id: r.id,
      title: r.title,
      description_html: r.description_html,
      qualifications_html: r.qualifications_html,
      salary_min: r.salary_min,
      salary_max: r.salary_max,
      salary_negotiable: r.salary_negotiable,
      province_id: Number(r.province_id),
      hire_type: r.hire_type,
      company: {
        id: r.company_id,
        name_th: r.name_th,
        name_en: r.name_en,
        status: r.company_status,
        verified: r.verified,
      },
      status: r.status,
      moderation: r.moderation,
      moderation_flags: r.moderation_flags,
      moderation_reason: r.moderation_reason,
      moderated_at: iso(r.moderated_at),
      posted_at: iso(r.posted_at),
      created_at: iso(r.created_at)!,
      updated_at: iso(r.updated_at)!,
    },
    reports: await reportsOf(db, 'job', id),
    history: history.items,
  };
}
