import type { Locale, NotificationKind } from '@jobportal/contracts';

/** What a notification is about (the wire enum of libs/contracts); also the unit of e-mail unsubscription. */
export { NOTIFICATION_KINDS, type Locale, type NotificationKind } from '@jobportal/contracts';

export type RecipientRole = 'candidate' | 'corporate';
export interface Recipient {
  uid: string;
  role: RecipientRole;
}

/** The language of a request (accept-language th|en, Thai first), as the error messages choose it. */
export function localeOf(acceptLanguage: string | undefined): Locale {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'th';
}

/**
 * Saved-search digests and the weekly "jobs you may like" e-mail (issue 44) are treated as marketing e-mail: they
 * need consent_marketing (docs/DECISIONS.md). The other
 * kinds are transactional (about the person's own applications or jobs) and follow the e-mail preference only.
 */
export const MARKETING_KINDS: readonly NotificationKind[] = ['saved_search_digest', 'job_recommendations'];

/**
 * Staff decisions about the employer's own jobs and company (moderation, verification, suspension): service e-mails,
 * sent whatever the e-mail preferences say (the in-app notification alone could go unseen by a suspended company,
 * which can no longer sign in).
 */
export const SERVICE_KINDS: readonly NotificationKind[] = [
  'job_moderated',
  'company_verification',
  'company_status',
];
