import { SALARY_FLOOR, type SalaryTrend } from '@jobportal/contracts';

/** One open job's monthly pay: the middle of its range, or the one bound it states. */
export interface PayPoint {
  companyId: string;
  pay: number;
  postedAt: Date | null;
}

export const payOf = (min: number | null, max: number | null): number | null =>
  min !== null && max !== null ? (min + max) / 2 : (min ?? max);

/** The q-quantile (0..1) of sorted values, interpolated between the two nearest (as spreadsheets' QUARTILE). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) throw new Error('quantile of nothing');
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (at - lo);
}

/** Enough jobs from enough companies that no single employer's pay can be read off the figures. */
export function passesFloor(points: readonly PayPoint[]): boolean {
  return (
    points.length >= SALARY_FLOOR.minJobs &&
    new Set(points.map((p) => p.companyId)).size >= SALARY_FLOOR.minCompanies
  );
}

const median = (points: readonly PayPoint[]) =>
  Math.round(
    quantile(
      points.map((p) => p.pay).sort((a, b) => a - b),
      0.5,
    ),
  );

/** The last `trendDays` days against the `trendDays` before them; null unless both windows pass the floor. */
export function trendOf(points: readonly PayPoint[], now: Date): SalaryTrend | null {
  const day = 86_400_000;
  const split = now.getTime() - SALARY_FLOOR.trendDays * day;
  const start = split - SALARY_FLOOR.trendDays * day;
  const recent = points.filter((p) => p.postedAt && p.postedAt.getTime() >= split);
  const previous = points.filter(
    (p) => p.postedAt && p.postedAt.getTime() >= start && p.postedAt.getTime() < split,
  );
  if (!passesFloor(recent) || !passesFloor(previous)) return null;
  const r = median(recent);
  const p = median(previous);
  return {
    recent_median: r,
    previous_median: p,
    recent_count: recent.length,
    previous_count: previous.length,
    change_pct: Math.round(((r - p) / p) * 1000) / 10,
  };
}
