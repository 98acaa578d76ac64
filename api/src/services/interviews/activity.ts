import type { Tx } from '../../db/types';
import { recordActivity, type NewActivity } from '../activity';
import type { InterviewRow } from './rows';
import type { Subject } from './subject';

export type InterviewActivity =
  | 'interview_proposed'
  | 'interview_scheduled'
  | 'interview_rescheduled'
  | 'interview_change_requested'
  | 'interview_cancelled';

/** The same event in the candidate's feed and the company's (data: the time and the mode, never the notes). */
export async function recordInterviewActivity(
  tx: Tx,
  type: InterviewActivity,
  row: InterviewRow,
  subject: Subject,
  actorUid: string,
): Promise<void> {
  const refs: Omit<NewActivity, 'role' | 'type'> = {
    actorUid,
    candidateUid: subject.candidateUid,
    companyId: subject.companyId,
    jobId: subject.jobId,
    applicationId: subject.applicationId,
    data: { interview_id: row.id, starts_at: row.startsAt?.toISOString() ?? null, mode: row.mode },
  };
  await recordActivity(tx, { role: 'candidate', type, ...refs }, { role: 'corporate', type, ...refs });
}
