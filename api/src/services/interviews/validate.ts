import { INTERVIEW_LIMITS, type InterviewMode } from '@jobportal/contracts';
import { validationError, type FieldError } from '../../errors/api-error';

const DAY_MS = 24 * 3600_000;

/**
 * Times a candidate can still be offered: in the future, at most a year ahead, each once. Field errors name the
 * slot (`slots.1`, code past_date / maximum / invalid) so the dialog marks the right row.
 */
export function futureTimes(values: string[], field: string, now: Date = new Date()): Date[] {
  const fields: FieldError[] = [];
  const seen = new Set<number>();
  const times = values.map((v, i) => {
    const at = `${field}${values.length > 1 || field === 'slots' ? `.${i}` : ''}`;
    const d = new Date(v);
    if (Number.isNaN(d.getTime())) fields.push({ field: at, code: 'format' });
    else if (d.getTime() <= now.getTime()) fields.push({ field: at, code: 'past_date' });
    else if (d.getTime() > now.getTime() + INTERVIEW_LIMITS.aheadDaysMax * DAY_MS)
      fields.push({ field: at, code: 'maximum' });
    else if (seen.has(d.getTime())) fields.push({ field: at, code: 'invalid' });
    seen.add(d.getTime());
    return d;
  });
  if (fields.length) throw validationError(fields);
  return times;
}

/** A video interview's location is its link, and only an https one (it goes into e-mails and calendars). */
export function checkLocation(mode: InterviewMode, location: string): string {
  const value = location.trim();
  if (mode !== 'video') return value;
  let url: URL | null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (!url || url.protocol !== 'https:' || !url.hostname || /\s/.test(value))
    throw validationError([{ field: 'location', code: 'format' }]);
  return value;
}
