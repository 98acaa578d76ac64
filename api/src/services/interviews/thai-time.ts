import { INTERVIEW_TIME_ZONE, type Locale } from '@jobportal/contracts';

/** Thailand has kept UTC+7 without daylight saving since 1920: a fixed offset is exact for any interview. */
const OFFSET_MS = 7 * 3600_000;

/** The wall-clock time in Bangkok as an iCalendar local DATE-TIME (used with TZID=Asia/Bangkok): 20261215T100000. */
export function bangkokLocal(d: Date): string {
  return new Date(d.getTime() + OFFSET_MS)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, '');
}

const FORMATS: Record<Locale, Intl.DateTimeFormat> = {
  th: new Intl.DateTimeFormat('th-TH', {
    timeZone: INTERVIEW_TIME_ZONE,
    dateStyle: 'full',
    timeStyle: 'short',
  }),
  en: new Intl.DateTimeFormat('en-GB', {
    timeZone: INTERVIEW_TIME_ZONE,
    dateStyle: 'full',
    timeStyle: 'short',
  }),
};

/** A time as people read it, in Thai time, saying so: "วันอังคารที่ 15 ธันวาคม พ.ศ. 2569 เวลา 10:00 น. (เวลาประเทศไทย)". */
export function formatThaiTime(d: Date, locale: Locale): string {
  const text = FORMATS[locale].format(d);
  return locale === 'th' ? `${text} น. (เวลาประเทศไทย)` : `${text} (Thailand time, GMT+7)`;
}
