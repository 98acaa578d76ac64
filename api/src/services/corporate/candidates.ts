import type { CandidateForEmployer, Page } from '@jobportal/contracts';
import { and, desc, eq, gt, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { candidate, candidateProfileView } from '../../db/schema';
import { textArray } from '../../db/sql';
import { ApiError } from '../../errors/api-error';
import type { CorporateContext } from '../../auth/identity';
import { recordActivity } from '../activity';
import { page } from '../pagination';
import { toCandidateForEmployer } from './candidate-view';
import { findableByEmployers, isFindableByEmployers, isSharedWithEmployers } from '../pdpa/consent';

/** Repeated views of one profile by one company within this window count once. */
const VIEW_DEDUPE_MS = 60 * 60 * 1000;

export interface CandidateBrowseQuery {
  q?: string;
  skills?: string[];
  province?: number[];
  min_years?: number;
  max_salary?: number;
  offset: number;
  limit: number;
}

/**
 * Did the candidate apply to one of this company's jobs? Written with explicit aliases: Drizzle leaves columns
 * unqualified inside the selection of a single-table query, which would make "id" ambiguous here.
 */
function appliedToCompany(companyId: string): SQL<boolean> {
  return sql<boolean>`exists(select 1 from application ap join job jb on jb.id = ap.job_id where ap.candidate_uid = "candidate"."uid" and jb.company_id = ${companyId})`;
}

/** GET /corporate/candidates: only candidates who consented, allow being found and are active. */
export async function browseCandidates(
  db: Db,
  ctx: CorporateContext,
  query: CandidateBrowseQuery,
): Promise<Page<CandidateForEmployer>> {
  const q = query.q?.trim();
  const like = q ? `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  const where = and(
    findableByEmployers,
    like
      ? or(
          ilike(sql`${candidate.firstName} || ' ' || ${candidate.lastName}`, like),
          ilike(candidate.headline, like),
          ilike(candidate.about, like),
          sql`${candidate.skillSlugs} @> ${textArray([q!.toLowerCase()])}`,
        )
      : undefined,
    query.skills?.length ? sql`${candidate.skillSlugs} @> ${textArray(query.skills)}` : undefined,
    query.province?.length
      ? sql`${candidate.provinceId} in (${sql.join(
          query.province.map((p) => sql`${p}`),
          sql`, `,
        )})`
      : undefined,
    query.min_years !== undefined ? gte(candidate.yearsExperience, query.min_years) : undefined,
    query.max_salary !== undefined
      ? or(sql`${candidate.expectedSalary} is null`, lte(candidate.expectedSalary, query.max_salary))
      : undefined,
  );
  const rows = await db
    .select({ c: candidate, applied: appliedToCompany(ctx.companyId) })
    .from(candidate)
    .where(where)
    .orderBy(desc(candidate.updatedAt), candidate.uid)
    .limit(query.limit)
    .offset(query.offset);
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(candidate)
    .where(where);
  return page(
    rows.map((r) => toCandidateForEmployer(r.c, r.applied === true)),
    Number(n),
    query.offset,
    query.limit,
  );
}

/**
 * GET /corporate/candidates/:uid: a findable candidate, or one who applied to this company, never one without
 * consent or who asked for erasure; records a view.
 */
export async function viewCandidate(
  db: Db,
  ctx: CorporateContext,
  uid: string,
): Promise<CandidateForEmployer> {
  const [r] = await db
    .select({ c: candidate, applied: appliedToCompany(ctx.companyId) })
    .from(candidate)
    .where(eq(candidate.uid, uid));
  const applied = r?.applied === true;
  if (!r || !isSharedWithEmployers(r.c) || (!applied && !isFindableByEmployers(r.c)))
    throw new ApiError('CANDIDATE_NOT_FOUND');
  const since = new Date(Date.now() - VIEW_DEDUPE_MS);
  const [recent] = await db
    .select({ id: candidateProfileView.id })
    .from(candidateProfileView)
    .where(
      and(
        eq(candidateProfileView.candidateUid, uid),
        eq(candidateProfileView.companyId, ctx.companyId),
        gt(candidateProfileView.at, since),
      ),
    )
    .limit(1);
  if (!recent) {
    await db.transaction(async (tx) => {
      await tx
        .insert(candidateProfileView)
        .values({ candidateUid: uid, companyId: ctx.companyId, viewerUid: ctx.uid });
      await recordActivity(tx, {
        role: 'corporate',
        type: 'candidate_viewed',
        actorUid: ctx.uid,
        candidateUid: uid,
        companyId: ctx.companyId,
      });
    });
  }
  return toCandidateForEmployer(r.c, applied);
}
