/** A wall-clock time in a time zone, every day or on one weekday (1 = Monday ... 7 = Sunday). */
export interface LocalTime {
  hour: number;
  minute?: number;
  weekday?: number;
  timeZone: string;
}

/** The zone's offset from UTC at an instant, in ms (local wall clock minus UTC). */
function offsetAt(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The first instant strictly after `now` at which the zone's clock shows this time (and weekday). */
export function nextLocalTime(at: LocalTime, now: Date): Date {
  const local = new Date(now.getTime() + offsetAt(at.timeZone, now));
  for (let d = 0; d <= 7; d++) {
    const day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + d);
    const weekday = new Date(day).getUTCDay() || 7;
    if (at.weekday !== undefined && weekday !== at.weekday) continue;
    const wall = day + (at.hour * 60 + (at.minute ?? 0)) * 60_000;
    const guess = wall - offsetAt(at.timeZone, new Date(wall));
    const instant = wall - offsetAt(at.timeZone, new Date(guess));
    if (instant > now.getTime()) return new Date(instant);
  }
  throw new Error(`no next time for ${JSON.stringify(at)}`);
}
