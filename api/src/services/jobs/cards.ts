import type { CompanySummary, JobCard } from '@jobportal/contracts';
import { and, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/types';
import { company, favourite, job } from '../../db/schema';
import { fileUrl, isoOrNow } from '../urls';

/** `exists(favourite)` for a signed-in candidate (or a prepared query's placeholder for one), false for guests. */
export function isFavouriteExpr(viewerUid: string | Placeholder | null | undefined): SQL<boolean> {
  return viewerUid
    ? sql<boolean>`exists(select 1 from ${favourite} where ${favourite.candidateUid} = ${viewerUid} and ${favourite.jobId} = ${job.id})`
    : sql<boolean>`false`;
}

export function jobCardColumns(viewerUid: string | null | undefined) {
  return {
    id: job.id,
    title: job.title,
    provinceId: job.provinceId,
    workType: job.workType,
    hireType: job.hireType,
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    salaryNegotiable: job.salaryNegotiable,
    skills: job.skills,
    railStations: job.railStations,
    postedAt: job.postedAt,
    createdAt: job.createdAt,
    companyId: company.id,
    companyNameTh: company.nameTh,
    companyNameEn: company.nameEn,
    companyLogoFileId: company.logoFileId,
    companyVerified: company.verified,
    isFavourite: isFavouriteExpr(viewerUid),
  };
}

export interface JobCardRow {
  id: string;
  title: string;
  provinceId: number;
  workType: JobCard['work_type'];
  hireType: JobCard['hire_type'];
  salaryMin: number | null;
  salaryMax: number | null;
  salaryNegotiable: boolean;
  skills: string[];
  railStations: string[];
  postedAt: Date | null;
  createdAt: Date;
  companyId: string;
  companyNameTh: string;
  companyNameEn: string;
  companyLogoFileId: string | null;
  companyVerified: boolean;
  isFavourite: boolean;
}

export function companySummaryOf(
  r: Pick<
    JobCardRow,
    'companyId' | 'companyNameTh' | 'companyNameEn' | 'companyLogoFileId' | 'companyVerified'
  >,
): CompanySummary {
  return {
    id: r.companyId,
    name_th: r.companyNameTh,
    name_en: r.companyNameEn,
    logo_url: fileUrl(r.companyLogoFileId),
    verified: r.companyVerified,
  };
}

export function toJobCard(r: JobCardRow): JobCard {
  return {
    id: r.id,
    title: r.title,
    company: companySummaryOf(r),
    province_id: r.provinceId,
    work_type: r.workType,
    hire_type: r.hireType,
    salary_min: r.salaryMin,
    salary_max: r.salaryMax,
    salary_negotiable: r.salaryNegotiable,
    skills: r.skills,
    rail_stations: r.railStations,
    posted_at: isoOrNow(r.postedAt ?? r.createdAt),
    is_favourite: r.isFavourite === true,
  };
}

/** Job cards matching `where`, in the given order (joins the company). */
export async function selectJobCards(
  db: Tx,
  opts: { where?: SQL; orderBy?: SQL[]; limit?: number; offset?: number; viewerUid?: string | null },
): Promise<JobCard[]> {
  const q = db
    .select(jobCardColumns(opts.viewerUid))
    .from(job)
    .innerJoin(company, sql`${company.id} = ${job.companyId}`)
    .where(opts.where)
    .orderBy(...(opts.orderBy ?? [sql`${job.postedAt} desc nulls last`, sql`${job.id}`]))
    .$dynamic();
  if (opts.limit !== undefined) q.limit(opts.limit);
  if (opts.offset !== undefined) q.offset(opts.offset);
  const rows = (await q) as JobCardRow[];
  return rows.map(toJobCard);
}

/** Job cards for the given ids, in the same order (ids not found are skipped). Used by search and favourites. */
export async function jobCardsByIds(
  db: Tx,
  ids: string[],
  viewerUid?: string | null,
  extraWhere?: SQL,
): Promise<JobCard[]> {
  if (ids.length === 0) return [];
  const cards = await selectJobCards(db, { where: and(inArray(job.id, ids), extraWhere), viewerUid });
  const byId = new Map(cards.map((c) => [c.id, c]));
  return ids.map((id) => byId.get(id)).filter((c): c is JobCard => c !== undefined);
}

/** Per database handle: the guests' card query by ids, prepared once (parsed and planned once per connection). */
const guestCardQueries = new WeakMap<object, { execute(p: { ids: string[] }): Promise<unknown[]> }>();

/**
 * Job cards for the given ids in the same order, as a guest sees them (is_favourite false): the search page's card
 * fetch (search pages are shared by every viewer, favourites are read apart). One prepared statement with the ids as
 * one array parameter, so the query is neither built nor planned per search.
 */
export async function guestJobCardsByIds(db: Tx, ids: string[]): Promise<JobCard[]> {
  if (ids.length === 0) return [];
  let q = guestCardQueries.get(db);
  if (!q) {
    q = db
      .select(jobCardColumns(null))
      .from(job)
      .innerJoin(company, sql`${company.id} = ${job.companyId}`)
      .where(sql`${job.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare('search_job_cards_by_ids');
    guestCardQueries.set(db, q);
  }
  const byId = new Map(((await q.execute({ ids })) as JobCardRow[]).map((r) => [r.id, toJobCard(r)]));
  return ids.map((id) => byId.get(id)).filter((c): c is JobCard => c !== undefined);
}

/** Which of these jobs the candidate saved (search pages come from a cache shared by every viewer). */
export async function favouriteIds(db: Tx, candidateUid: string, jobIds: string[]): Promise<Set<string>> {
  if (jobIds.length === 0) return new Set();
  const rows = await db
    .select({ jobId: favourite.jobId })
    .from(favourite)
    .where(and(eq(favourite.candidateUid, candidateUid), inArray(favourite.jobId, jobIds)));
  return new Set(rows.map((r) => r.jobId));
}

/** The job's company is not suspended (a suspended company's jobs are off the site: docs/DECISIONS.md). */
export const companyActiveWhere = sql`not exists (select 1 from company c_mod where c_mod.id = ${job.companyId} and c_mod.status <> 'active')`;
/** Visible to the public: published or closed (closed jobs keep their page), not held nor removed, company active. */
export const publicJobWhere = sql`(${job.status} in ('published', 'closed') and ${job.moderation} = 'clear' and ${companyActiveWhere})`;
/** Open for applications and listed: published, not past valid_through, not held nor removed, company active. */
export const openJobWhere = sql`(${job.status} = 'published' and ${job.moderation} = 'clear' and (${job.validThrough} is null or ${job.validThrough} >= current_date) and ${companyActiveWhere})`;
