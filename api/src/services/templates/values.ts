import type { Locale, TemplateValues } from '@jobportal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/types';
import { notificationPreference } from '../../db/schema';

/** The language a candidate reads the company's messages in: their e-mail language, Thai when never set. */
export async function candidateLocales(db: Tx, uids: string[]): Promise<Map<string, Locale>> {
  const out = new Map<string, Locale>(uids.map((uid) => [uid, 'th']));
  if (uids.length === 0) return out;
  const rows = await db
    .select({ uid: notificationPreference.uid, locale: notificationPreference.locale })
    .from(notificationPreference)
    .where(and(inArray(notificationPreference.uid, uids), eq(notificationPreference.role, 'candidate')));
  for (const r of rows) if (r.locale === 'en' || r.locale === 'th') out.set(r.uid, r.locale);
  return out;
}

const NO_NAME: Record<Locale, string> = { th: 'ผู้สมัคร', en: 'candidate' };

/** What the placeholders stand for in one candidate's message, in the language they will read it in. */
export function templateValues(
  locale: Locale,
  v: {
    firstName: string;
    lastName: string;
    jobTitle: string;
    companyTh: string;
    companyEn: string;
    recruiter: string;
  },
): TemplateValues {
  return {
    candidate_name: `${v.firstName} ${v.lastName}`.trim() || NO_NAME[locale],
    job_title: v.jobTitle,
    company: (locale === 'en' ? v.companyEn : v.companyTh).trim() || v.companyTh,
    recruiter_name: v.recruiter,
  };
}
