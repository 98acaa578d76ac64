import type { CandidateMatch } from '@jobportal/contracts';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { CorporateContext } from '../../auth/identity';
import type { Db } from '../../db/types';
import { candidate, job } from '../../db/schema';
import { ApiError } from '../../errors/api-error';
import { textArray } from '../../db/sql';
import { toCandidateForEmployer } from '../corporate/candidate-view';
import { findableByEmployers, rankableByEmployers } from '../pdpa/consent';
import { jobTerms } from './match-index';
import { explain, matchContext, prepareProfile } from './matcher';
import { matchProfileOfRow } from './profile';
import { applyProvider, type ExplanationProvider } from './provider';
import { matchIndexStore } from './store';
import type { MatchJob } from './types';

/** Findable candidates read per request (most recently updated first), besides every applicant. */
const MAX_POOL = 2000;

/**
 * GET /corporate/jobs/:id/ai/candidates: among the candidates employers may rank (consent, active, no objection:
 * services/pdpa/consent.ts), the job's applicants (not withdrawn) and the findable candidates whose skills overlap the job's skills (or related ones), ranked by the same match
 * score as the candidate side, explained from the employer's perspective. Contact details only for candidates who
 * applied to one of the company's jobs (toCandidateForEmployer).
 */
export async function rankCandidatesForJob(
  db: Db,
  ctx: CorporateContext,
  jobId: string,
  limit: number,
  provider: ExplanationProvider,
): Promise<CandidateMatch[]> {
  const [row] = await db.select().from(job).where(eq(job.id, jobId));
  if (!row) throw new ApiError('JOB_NOT_FOUND');
  if (row.companyId !== ctx.companyId) throw new ApiError('FORBIDDEN');
  const index = await matchIndexStore(db).get();
  const mctx = matchContext(index);

  const wanted = new Set(row.skills);
  for (const s of row.skills)
    for (const r of mctx.relations.sources(s)) if (r.credit >= 0.5) wanted.add(r.slug);
  // table-qualified by hand: drizzle leaves column names unqualified in a single-table select ("id" would be ambiguous)
  const appliedToCompany = sql<boolean>`exists(select 1 from application a join job j on j.id = a.job_id where a.candidate_uid = candidate.uid and j.company_id = ${ctx.companyId})`;
  const appliedToJob = sql<boolean>`exists(select 1 from application a where a.candidate_uid = candidate.uid and a.job_id = ${jobId} and a.status <> 'withdrawn')`;
  const rows = await db
    .select({ c: candidate, appliedCompany: appliedToCompany, appliedJob: appliedToJob })
    .from(candidate)
    .where(
      and(
        rankableByEmployers,
        or(
          appliedToJob,
          and(
            findableByEmployers,
            wanted.size > 0 ? sql`${candidate.skillSlugs} && ${textArray([...wanted])}` : undefined,
          ),
        ),
      ),
    )
    .orderBy(desc(candidate.updatedAt))
    .limit(MAX_POOL);

  const target: MatchJob = {
    id: row.id,
    title: row.title,
    skills: row.skills,
    provinceId: row.provinceId,
    workType: row.workType,
    hireType: row.hireType,
    educationLevelId: row.educationLevelId,
    yearsExperienceMin: row.yearsExperienceMin,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
  };
  const terms = jobTerms(mctx.canon, { title: row.title, skills: row.skills, searchText: row.searchText });
  const scored = rows.map((r) => {
    const prepared = prepareProfile(mctx, matchProfileOfRow(r.c));
    return {
      candidate: toCandidateForEmployer(r.c, r.appliedCompany === true),
      applied: r.appliedJob === true,
      match: explain(mctx, prepared, target, prepared.vector.scoreTerms(terms), 'employer'),
      updatedAt: r.c.updatedAt.getTime(),
    };
  });
  scored.sort(
    (a, b) =>
      b.match.score - a.match.score || Number(b.applied) - Number(a.applied) || b.updatedAt - a.updatedAt,
  );
  const top: CandidateMatch[] = scored
    .slice(0, limit)
    .map(({ candidate: c, applied, match }) => ({ candidate: c, applied, match }));
  return applyProvider(provider, top, () => row.title, 'employer');
}
