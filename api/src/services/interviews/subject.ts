import type { ApplicationStatus, TeamPermission } from '@jobportal/contracts';
import { and, eq } from 'drizzle-orm';
import type { CorporateContext } from '../../auth/identity';
import type { Tx } from '../../db/types';
import { application, candidate, company, interview, job } from '../../db/schema';
import { ApiError } from '../../errors/api-error';
import { assertCanOnApplication } from '../corporate/team-access';
import type { InterviewRow } from './rows';

/** The application an interview is about, with what the e-mails, the activity and the checks need. */
export interface Subject {
  applicationId: string;
  applicationStatus: ApplicationStatus;
  jobId: string;
  jobTitle: string;
  jobOwnerUid: string | null;
  companyId: string;
  companyTh: string;
  companyEn: string;
  candidateUid: string;
  candidateName: string;
  candidateEmail: string;
  /** the candidate shares their data with employers and has not restricted its processing (PDPA) */
  contactable: boolean;
}

export async function subjectOf(db: Tx, applicationId: string): Promise<Subject | null> {
  const [r] = await db
    .select({
      applicationId: application.id,
      applicationStatus: application.status,
      jobId: job.id,
      jobTitle: job.title,
      jobOwnerUid: job.ownerUid,
      companyId: company.id,
      companyTh: company.nameTh,
      companyEn: company.nameEn,
      candidateUid: candidate.uid,
      firstName: candidate.firstName,
      lastName: candidate.lastName,
      candidateEmail: candidate.email,
      candidateStatus: candidate.status,
      consent: candidate.consentPdpa,
      restricted: candidate.processingRestricted,
    })
    .from(application)
    .innerJoin(job, eq(job.id, application.jobId))
    .innerJoin(company, eq(company.id, job.companyId))
    .innerJoin(candidate, eq(candidate.uid, application.candidateUid))
    .where(eq(application.id, applicationId));
  // a candidate who asked for deletion (or was erased) is gone for the company: so are their interviews
  if (!r || r.candidateStatus !== 'active') return null;
  const { firstName, lastName, candidateStatus: _s, consent, restricted, ...rest } = r;
  return {
    ...rest,
    candidateName: `${firstName} ${lastName}`.trim(),
    contactable: consent === true && !restricted,
  };
}

/** The application as the team sees it: 404 for another company's or a gone candidate, 403 without the permission. */
export async function teamSubject(
  db: Tx,
  ctx: CorporateContext,
  applicationId: string,
  permission: TeamPermission | null,
): Promise<Subject> {
  if (permission) await assertCanOnApplication(db, ctx, applicationId, permission);
  const s = await subjectOf(db, applicationId);
  if (!s || s.companyId !== ctx.companyId) throw new ApiError('APPLICATION_NOT_FOUND');
  return s;
}

/** One of the company's interviews (404 INTERVIEW_NOT_FOUND otherwise), with its application (the permission checked). */
export async function teamInterview(
  db: Tx,
  ctx: CorporateContext,
  interviewId: string,
  permission: TeamPermission,
): Promise<{ row: InterviewRow; subject: Subject }> {
  // locked until the transaction ends: a candidate's choice and a team member's change never cross
  const [row] = await db
    .select()
    .from(interview)
    .where(and(eq(interview.id, interviewId), eq(interview.companyId, ctx.companyId)))
    .for('update');
  const subject = row ? await subjectOf(db, row.applicationId) : null;
  if (!row || !subject || subject.companyId !== ctx.companyId) throw new ApiError('INTERVIEW_NOT_FOUND');
  await assertCanOnApplication(db, ctx, row.applicationId, permission);
  return { row, subject };
}

/** One of the candidate's own interviews (404 INTERVIEW_NOT_FOUND for anyone else's). */
export async function candidateInterview(
  db: Tx,
  uid: string,
  interviewId: string,
  lock = false,
): Promise<{ row: InterviewRow; subject: Subject }> {
  const query = db.select().from(interview).where(eq(interview.id, interviewId));
  const [row] = lock ? await query.for('update') : await query;
  const subject = row ? await subjectOf(db, row.applicationId) : null;
  if (!row || !subject || subject.candidateUid !== uid) throw new ApiError('INTERVIEW_NOT_FOUND');
  return { row, subject };
}
