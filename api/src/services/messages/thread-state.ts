import type { ThreadClosedReason } from '@jobportal/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/types';
import { application, candidate, company, job } from '../../db/schema';

/** What the thread of an application needs to know about it: who is on each side and whether it is open. */
export interface ThreadInfo {
  applicationId: string;
  jobId: string;
  jobTitle: string;
  jobOwnerUid: string | null;
  companyId: string;
  companyNameTh: string;
  companyNameEn: string;
  candidateUid: string;
  candidateName: string;
  /** the candidate may be shown to the company (PDPA consent and not erased or deletion requested) */
  sharedWithCompany: boolean;
  closed: ThreadClosedReason | null;
}

/**
 * The one rule for posting in a thread, both sides alike (a conversation where only one side may speak helps
 * nobody): closed once the application is withdrawn, while the candidate restricts processing (PDPA s.34, the
 * company may not process more of their data, a reply included), when the candidate withdrew consent or asked for
 * deletion, and while the company is suspended. A rejected application stays open (the templated rejection is a
 * message). Reading stays possible for the candidate in every case.
 */
export function closedReason(r: {
  status: string;
  consentPdpa: boolean | null;
  candidateStatus: string;
  restricted: boolean;
  companyStatus: string;
}): ThreadClosedReason | null {
  if (r.consentPdpa !== true || r.candidateStatus !== 'active') return 'candidate_unavailable';
  if (r.restricted) return 'restricted';
  if (r.status === 'withdrawn') return 'withdrawn';
  if (r.companyStatus !== 'active') return 'company_suspended';
  return null;
}

/** The application's thread facts, or null when there is no such application. */
export async function threadInfo(db: Tx, applicationId: string): Promise<ThreadInfo | null> {
  const [r] = await db
    .select({
      jobId: application.jobId,
      status: application.status,
      candidateUid: application.candidateUid,
      jobTitle: job.title,
      jobOwnerUid: job.ownerUid,
      companyId: job.companyId,
      companyNameTh: company.nameTh,
      companyNameEn: company.nameEn,
      companyStatus: company.status,
      firstName: candidate.firstName,
      lastName: candidate.lastName,
      consentPdpa: candidate.consentPdpa,
      candidateStatus: candidate.status,
      restricted: candidate.processingRestricted,
    })
    .from(application)
    .innerJoin(job, eq(job.id, application.jobId))
    .innerJoin(company, eq(company.id, job.companyId))
    .innerJoin(candidate, eq(candidate.uid, application.candidateUid))
    .where(eq(application.id, applicationId));
  if (!r) return null;
  return {
    applicationId,
    jobId: r.jobId,
    jobTitle: r.jobTitle,
    jobOwnerUid: r.jobOwnerUid,
    companyId: r.companyId,
    companyNameTh: r.companyNameTh,
    companyNameEn: r.companyNameEn,
    candidateUid: r.candidateUid,
    candidateName: `${r.firstName} ${r.lastName}`.trim(),
    sharedWithCompany: r.consentPdpa === true && r.candidateStatus === 'active',
    closed: closedReason({ ...r, companyStatus: r.companyStatus }),
  };
}
