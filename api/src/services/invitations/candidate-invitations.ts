import type { CandidateInvitation, Page } from '@jobportal/contracts';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { company, job, jobInvitation } from '../../db/schema';
import { ApiError } from '../../errors/api-error';
import { page } from '../pagination';
import { fileUrl } from '../urls';

/**
 * What the candidate sees: invitations not dismissed, to jobs still on the site (a job taken down by moderation or
 * a suspended company's disappears from the list, as from the site).
 */
const visible = (uid: string) =>
  and(
    eq(jobInvitation.candidateUid, uid),
    isNull(jobInvitation.dismissedAt),
    eq(job.moderation, 'clear'),
    eq(company.status, 'active'),
    sql`${job.status} in ('published', 'closed')`,
  );

/** GET /candidate/invitations: newest first. */
export async function listInvitations(
  db: Db,
  uid: string,
  q: { offset: number; limit: number },
): Promise<Page<CandidateInvitation>> {
  const rows = await db
    .select({
      i: jobInvitation,
      title: job.title,
      status: job.status,
      nameTh: company.nameTh,
      nameEn: company.nameEn,
      logo: company.logoFileId,
      applied: sql<boolean>`exists(select 1 from application ap where ap.job_id = ${jobInvitation.jobId} and ap.candidate_uid = ${jobInvitation.candidateUid})`,
    })
    .from(jobInvitation)
    .innerJoin(job, eq(job.id, jobInvitation.jobId))
    .innerJoin(company, eq(company.id, jobInvitation.companyId))
    .where(visible(uid))
    .orderBy(desc(jobInvitation.createdAt), desc(jobInvitation.id))
    .limit(q.limit)
    .offset(q.offset);
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobInvitation)
    .innerJoin(job, eq(job.id, jobInvitation.jobId))
    .innerJoin(company, eq(company.id, jobInvitation.companyId))
    .where(visible(uid));
  return page(
    rows.map((r) => ({
      id: r.i.id,
      job: { id: r.i.jobId, title: r.title, open: r.status === 'published' },
      company: { id: r.i.companyId, name_th: r.nameTh, name_en: r.nameEn, logo_url: fileUrl(r.logo) },
      message: r.i.message,
      applied: r.applied === true,
      created_at: r.i.createdAt.toISOString(),
    })),
    Number(n),
    q.offset,
    q.limit,
  );
}

/** POST /candidate/invitations/:id/dismiss: idempotent; another candidate's is a 404. */
export async function dismissInvitation(db: Db, uid: string, id: string): Promise<void> {
  const [row] = await db
    .update(jobInvitation)
    .set({ dismissedAt: sql`coalesce(${jobInvitation.dismissedAt}, now())` })
    .where(and(eq(jobInvitation.id, id), eq(jobInvitation.candidateUid, uid)))
    .returning({ id: jobInvitation.id });
  if (!row) throw new ApiError('NOT_FOUND');
}
