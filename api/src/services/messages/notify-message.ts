import { MESSAGE_LIMITS } from '@jobportal/contracts';
import type { Tx } from '../../db/types';
import { notify } from '../alerts/notify';
import { companyThreadRecipients } from './recipients';
import type { ThreadInfo } from './thread-state';

/**
 * The notification of a new message: one per recipient per thread per window (the dedupe key names the window),
 * so a burst of messages makes one bell entry and one e-mail. Neither carries the message's text nor names the
 * candidate (docs/DECISIONS.md "Messages per application"): the job, the company and the application, whose thread
 * opens behind the sign-in. A reply to the e-mail goes to the no-reply sender: inbound replies are out of scope
 * (issue 43), the e-mail says to sign in to reply.
 */
export async function notifyNewMessage(
  tx: Tx,
  t: ThreadInfo,
  from: 'candidate' | 'corporate',
  now: Date = new Date(),
): Promise<void> {
  const window = Math.floor(now.getTime() / (MESSAGE_LIMITS.notifyWindowSeconds * 1000));
  const dedupeKey = `message:${t.applicationId}:${window}`;
  const payload = {
    application_id: t.applicationId,
    job_id: t.jobId,
    job_title: t.jobTitle,
    company_name_th: t.companyNameTh,
    company_name_en: t.companyNameEn,
    from,
  };
  if (from === 'corporate') {
    await notify(tx, { uid: t.candidateUid, role: 'candidate' }, 'application_message', payload, dedupeKey);
    return;
  }
  for (const r of await companyThreadRecipients(tx, t))
    await notify(tx, r, 'application_message', payload, dedupeKey);
}
