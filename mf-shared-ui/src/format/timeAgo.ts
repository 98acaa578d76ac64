import i18next from 'i18next';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

const pad = (n: number) => String(n).padStart(2, '0');

/** DD/MM/YYYY if older than 30 days, else weeks / days / hours / minutes / seconds ago (spec section 9). */
export function timeAgo(iso: string | Date, locale: 'th' | 'en' = 'th', now: Date = new Date()): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  const diff = Math.max(0, now.getTime() - date.getTime());
  if (diff > 30 * DAY) return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
  const t = i18next.getFixedT(locale, 'ui');
  if (diff >= WEEK) return t('timeAgo.weeks', { count: Math.floor(diff / WEEK) });
  if (diff >= DAY) return t('timeAgo.days', { count: Math.floor(diff / DAY) });
  if (diff >= HOUR) return t('timeAgo.hours', { count: Math.floor(diff / HOUR) });
  if (diff >= MINUTE) return t('timeAgo.minutes', { count: Math.floor(diff / MINUTE) });
  return t('timeAgo.seconds', { count: Math.floor(diff / SECOND) });
}
