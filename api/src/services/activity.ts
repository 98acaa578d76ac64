import type { ActivityEvent, Page } from '@jobportal/contracts';
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/types';
import { activityEvent, candidate, company, job } from '../db/schema';
import { page } from './pagination';
import { sharedWithEmployers } from './pdpa/consent';

export interface NewActivity {
  role: 'candidate' | 'corporate';
  type: string;
  actorUid?: string | null;
  candidateUid?: string | null;
  companyId?: string | null;
  jobId?: string | null;
  applicationId?: string | null;
  data?: Record<string, unknown>;
}

export async function recordActivity(db: Tx, ...events: NewActivity[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(activityEvent).values(
    events.map((e) => ({
      role: e.role,
      type: e.type,
      actorUid: e.actorUid ?? null,
      candidateUid: e.candidateUid ?? null,
      companyId: e.companyId ?? null,
      jobId: e.jobId ?? null,
      applicationId: e.applicationId ?? null,
      data: e.data ?? {},
    })),
  );
}

async function listActivities(
  db: Tx,
  where: SQL,
  type: string | undefined,
  offset: number,
  limit: number,
): Promise<Page<ActivityEvent>> {
  const cond = type ? and(where, eq(activityEvent.type, type)) : where;
  const rows = await db
    .select({
      id: activityEvent.id,
      type: activityEvent.type,
      at: activityEvent.at,
      data: activityEvent.data,
      applicationId: activityEvent.applicationId,
      jobId: job.id,
      jobTitle: job.title,
      companyId: company.id,
      companyNameTh: company.nameTh,
      companyNameEn: company.nameEn,
      candidateUid: candidate.uid,
      candidateFirst: candidate.firstName,
      candidateLast: candidate.lastName,
    })
    .from(activityEvent)
    .leftJoin(job, eq(job.id, activityEvent.jobId))
    .leftJoin(company, eq(company.id, sql`coalesce(${activityEvent.companyId}, ${job.companyId})`))
    // a company's feed names only candidates who still share their data with employers
    .leftJoin(
      candidate,
      and(
        eq(candidate.uid, activityEvent.candidateUid),
        or(eq(activityEvent.role, 'candidate'), sharedWithEmployers),
      ),
    )
    .where(cond)
    .orderBy(desc(activityEvent.at), desc(activityEvent.id))
    .limit(limit)
    .offset(offset);
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(activityEvent)
    .where(cond);
  const items: ActivityEvent[] = rows.map((r) => ({
    id: r.id,
    type: r.type,
    at: r.at.toISOString(),
    job: r.jobId ? { id: r.jobId, title: r.jobTitle ?? '' } : null,
    company: r.companyId
      ? { id: r.companyId, name_th: r.companyNameTh ?? '', name_en: r.companyNameEn ?? '' }
      : null,
    candidate: r.candidateUid
      ? { uid: r.candidateUid, name: `${r.candidateFirst ?? ''} ${r.candidateLast ?? ''}`.trim() }
      : null,
    application_id: r.applicationId,
    data: r.data ?? {},
  }));
  return page(items, Number(n), offset, limit);
}

export function listCandidateActivities(
  db: Tx,
  uid: string,
  type: string | undefined,
  offset: number,
  limit: number,
) {
  return listActivities(
    db,
    and(eq(activityEvent.role, 'candidate'), eq(activityEvent.candidateUid, uid))!,
    type,
    offset,
    limit,
  );
}

export function listCompanyActivities(
  db: Tx,
  companyId: string,
  type: string | undefined,
  offset: number,
  limit: number,
) {
  return listActivities(
    db,
    and(eq(activityEvent.role, 'corporate'), eq(activityEvent.companyId, companyId))!,
    type,
    offset,
    limit,
  );
}
