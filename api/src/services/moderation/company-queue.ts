import { sql, type SQL } from 'drizzle-orm';
import {
  MODERATION_LIMITS,
  type ModerationCompanyDetail,
  type ModerationCompanyItem,
  type ModerationCompanyQuery,
  type Page,
} from '@jobportal/contracts';
import type { Db } from '../../db/types';
import { queryRows } from '../../db/sql';
import { ApiError } from '../../errors/api-error';
import { listAudit } from '../backoffice/audit';
import { reportsOf } from './queue';

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());
const escapeLike = (q: string) => q.replace(/[%_\\]/g, '\\$&');

/** The company reports by company: open ones (and the oldest of them), and the newest of any status. */
const REPORTS = sql`select target_id, count(*) filter (where status = 'open')::int as open_reports,
                           min(created_at) filter (where status = 'open') as first_open_report,
                           max(created_at) as last_report_at
                    from content_report where target_kind = 'company' group by target_id`;

/** Suspended or reinstated by staff at some point (the audit keeps it; a reinstated company is active again). */
const MODERATED = sql`exists (select 1 from staff_audit a where a.target_kind = 'company' and a.target_id = c.id::text
                              and a.action in ('company.suspend', 'company.reinstate'))`;

const STATE_WHERE: Record<ModerationCompanyQuery['state'], SQL> = {
  reported: sql`coalesce(r.open_reports, 0) > 0`,
  suspended: sql`c.status = 'suspended'`,
  all: sql`(r.target_id is not null or c.status = 'suspended' or ${MODERATED})`,
};

/** Reported: the oldest open report first (what waits longest); the other views: the latest event first. */
const ORDER: Record<ModerationCompanyQuery['state'], SQL> = {
  reported: sql`r.first_open_report asc`,
  suspended: sql`c.updated_at desc`,
  all: sql`greatest(r.last_report_at, case when c.status = 'suspended' then c.updated_at end) desc nulls last`,
};

interface CompanyRow {
  company_id: string;
  company_name: string;
  verified: boolean;
  company_status: 'active' | 'suspended';
  status_reason: string | null;
  open_reports: number;
  open_jobs: number;
  last_report_at: Date | string | null;
  total: number;
}

function textWhere(q: string | undefined): SQL {
  const text = q?.trim();
  if (!text) return sql``;
  const like = `%${escapeLike(text)}%`;
  return sql`and (c.name_th ilike ${like} or c.name_en ilike ${like})`;
}

/** GET /api/backoffice/moderation/companies: companies reported, suspended or both, with their open reports. */
export async function listCompanyQueue(
  db: Db,
  q: ModerationCompanyQuery,
): Promise<Page<ModerationCompanyItem>> {
  const where = sql`${STATE_WHERE[q.state]} ${textWhere(q.q)}`;
  const rows = await queryRows<CompanyRow>(
    db,
    sql`with r as (${REPORTS})
        select c.id as company_id, c.name_th as company_name, c.verified, c.status as company_status,
               c.status_reason, coalesce(r.open_reports, 0)::int as open_reports,
               (select count(*) from job j where j.company_id = c.id and j.status = 'published')::int as open_jobs,
               r.last_report_at, count(*) over ()::int as total
        from company c left join r on r.target_id = c.id
        where ${where}
        order by ${ORDER[q.state]}, c.id
        offset ${q.offset} limit ${q.limit}`,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && q.offset > 0) {
    const [c] = await queryRows<{ n: number }>(
      db,
      sql`with r as (${REPORTS})
          select count(*)::int as n from company c left join r on r.target_id = c.id where ${where}`,
    );
    total = c?.n ?? 0;
  }
  return {
    items: rows.map((r) => ({
      company_id: r.company_id,
      company_name: r.company_name,
      verified: r.verified,
      company_status: r.company_status,
      status_reason: r.status_reason,
      open_reports: Number(r.open_reports),
      open_jobs: Number(r.open_jobs),
      last_report_at: iso(r.last_report_at),
    })),
    total: Number(total),
    offset: q.offset,
    limit: q.limit,
  };
}

/** GET /api/backoffice/moderation/companies/:id: the company (any status), its reports, latest jobs and history. */
export async function companyForReview(db: Db, id: string): Promise<ModerationCompanyDetail> {
  const [c] = await queryRows<{
    id: string;
    name_th: string;
    name_en: string;
    verified: boolean;
    status: 'active' | 'suspended';
    status_reason: string | null;
    created_at: Date | string;
    website: string | null;
    about_excerpt_th: string;
    about_excerpt_en: string;
  }>(
    db,
    sql`select id, name_th, name_en, verified, status, status_reason, created_at, website,
               left(about_th, ${MODERATION_LIMITS.aboutExcerptMax}) as about_excerpt_th,
               left(about_en, ${MODERATION_LIMITS.aboutExcerptMax}) as about_excerpt_en
        from company where id = ${id}::uuid`,
  );
  if (!c) throw new ApiError('COMPANY_NOT_FOUND');
  const jobs = await queryRows<ModerationCompanyDetail['jobs'][number]>(
    db,
    sql`select id, title, status, moderation from job where company_id = ${id}::uuid
        order by created_at desc, id limit ${MODERATION_LIMITS.companyJobsMax}`,
  );
  const history = await listAudit(db, { target_kind: 'company', target_id: id, limit: 200 });
  return {
    company: { ...c, created_at: iso(c.created_at)! },
    reports: await reportsOf(db, 'company', id),
    jobs: jobs.map((j) => ({ id: j.id, title: j.title, status: j.status, moderation: j.moderation })),
    history: history.items,
  };
}
