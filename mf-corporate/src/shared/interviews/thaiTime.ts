import { INTERVIEW_TIME_ZONE } from '@jobportal/contracts/bounds';

/**
 * Interview times are Thai time (UTC+7 all year, no daylight saving) whatever the browser's zone: the form's
 * `<input type="datetime-local">` is read and written as Bangkok wall time and sent as an ISO instant (the design
 * system's DatePicker needs dayjs, which only mf-shared-ui may import; docs/DECISIONS.md "Dates and schedules").
 */
const OFFSET_MS = 7 * 3600_000;

/** An ISO instant as the field's value ("2026-12-15T10:00"), or '' for none. */
export function toThaiInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : new Date(d.getTime() + OFFSET_MS).toISOString().slice(0, 16);
}

/** The field's value as an ISO instant, or null when it is not a full date and time. */
export function fromThaiInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const d = new Date(`${value}:00+07:00`);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** "15 ธ.ค. 2569 10:00" / "15 Dec 2026, 10:00" in Thai time. */
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
