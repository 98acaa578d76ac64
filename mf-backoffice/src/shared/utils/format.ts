/** Dates as staff read them: the portal's time zone (Asia/Bangkok), in the page's language. */
export const TIME_ZONE = 'Asia/Bangkok';

export function formatDateTime(iso: string | null | undefined, locale: string): string {
  if (!iso) return '-';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '-';
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'th-TH', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(date);
}

export function formatBytes(size: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = size;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'th-TH', { maximumFractionDigits: 1 }).format(value)} ${units[unit]}`;
}

/**
 * `<input type="datetime-local">` works in the browser's zone; the back office schedules in Asia/Bangkok (UTC+7 all
 * year, no daylight saving): the field's value is read and written as Bangkok wall time.
 */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

export function bangkokInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Date(date.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 16);
}

export function fromBangkokInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(`${value}:00+07:00`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
