/** A calendar date for articles: Thai Buddhist-era long date in th ("5 มีนาคม 2568"), "5 March 2025" in en. */
export function formatDate(iso: string, locale: 'th' | 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale === 'th' ? 'th-TH' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Bangkok',
  }).format(date);
}
