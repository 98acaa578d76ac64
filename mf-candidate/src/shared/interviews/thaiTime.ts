import { INTERVIEW_TIME_ZONE } from '@jobportal/contracts/bounds';

/** "อ. 15 ธ.ค. 2569 10:00" / "Tue, 15 Dec 2026, 10:00": interview times are always shown in Thai time. */
export function formatThaiTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'th-TH', {
    timeZone: INTERVIEW_TIME_ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}
