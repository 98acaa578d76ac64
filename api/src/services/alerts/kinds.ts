/** What a notification is about; also the unit of e-mail unsubscription. */
export const NOTIFICATION_KINDS = [
  'application_status',
  'application_new',
  'application_withdrawn',
  'job_expiring',
  'saved_search_digest',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export type RecipientRole = 'candidate' | 'corporate';
export interface Recipient {
  uid: string;
  role: RecipientRole;
}

export type Locale = 'th' | 'en';

/** The language of a request (accept-language th|en, Thai first), as the error messages choose it. */
export function localeOf(acceptLanguage: string | undefined): Locale {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'th';
}

/**
 * Saved-search digests are treated as marketing e-mail: they need consent_marketing (docs/DECISIONS.md). The other
 * kinds are transactional (about the person's own applications or jobs) and follow the e-mail preference only.
 */
export const MARKETING_KINDS: readonly NotificationKind[] = ['saved_search_digest'];
