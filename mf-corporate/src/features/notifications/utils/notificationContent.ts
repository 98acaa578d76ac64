import type { TFunction } from 'i18next';
import type { CorporateNotification } from '../api/notificationsApi';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The key of `notifications.kinds` for a notification: the kind, and for staff decisions the action taken. */
function kindKey(n: CorporateNotification): string {
  const p = n.payload;
  switch (n.kind) {
    case 'job_moderated':
      return `job_moderated.${text(p.action) || 'hold'}`;
    case 'company_verification':
      return `company_verification.${text(p.decision) === 'approve' ? 'approve' : 'reject'}`;
    case 'company_status':
      return `company_status.${text(p.action) === 'reinstate' ? 'reinstate' : 'suspend'}`;
    case 'interview':
      return `interview.${text(p.event) || 'scheduled'}`;
    default:
      return n.kind;
  }
}

/** Where a notification leads: the job's page for the employer, its applicants, a thread, or the company profile. */
export function notificationTarget(n: CorporateNotification): string {
  const job = encodeURIComponent(text(n.payload.job_id));
  switch (n.kind) {
    case 'job_expiring':
    case 'job_moderated':
      return `/corporate/jobs/${job}`;
    case 'company_verification':
    case 'company_suspended':
    case 'company_status':
      return '/corporate/profile';
    case 'application_message':
      return `/corporate/messages/${encodeURIComponent(text(n.payload.application_id))}`;
    case 'interview':
      return `/corporate/application/${job}/candidate/${encodeURIComponent(text(n.payload.candidate_uid))}`;
    default:
      return `/corporate/application/${job}`;
  }
}

/** What happened, in the user's language, and staff's reason when the notification carries one. */
export function notificationContent(
  n: CorporateNotification,
  t: TFunction<'corporate'>,
): { title: string; reason: string | null } {
  const title = t(`notifications.kinds.${kindKey(n)}`, {
    job: text(n.payload.job_title),
    date: text(n.payload.valid_through),
    defaultValue: t('notifications.title'),
  });
  const reason = text(n.payload.reason).trim();
  const staffDecision = ['job_moderated', 'company_verification', 'company_suspended', 'company_status'];
  return { title, reason: staffDecision.includes(n.kind) && reason ? reason : null };
}
