import type { SalaryFamily, SalaryInsight, SalaryProvince, SalarySummary } from '@jobportal/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { job, province } from '../../db/schema';
import { queryRows } from '../../db/sql';
import { ApiError } from '../../errors/api-error';
import { cachedFor } from '../cachedFor';
import { openJobWhere } from '../jobs/cards';
import { familyBySlug, familyOfTitle } from './families';
import { type SalaryProvinces, salaryProvinces } from './provinces';
import { passesFloor, payOf, type PayPoint, quantile, trendOf } from './stats';

/**
 * Salary insights from the portal's own open jobs (issue 45): per role family x province, the median and quartiles
 * of the monthly pay of open full-time and contract jobs that state a salary, and its trend. Part-time, freelance
 * and internship pay is not monthly pay of the role and is left out. A family x province exists only when it passes
 * the floor (SALARY_FLOOR: at least 5 such jobs from at least 3 companies).
 */
export interface SalaryInsights {
  list(): SalarySummary[];
  get(familySlug: string, provinceSlug: string): SalaryInsight | null;
  provinces: SalaryProvinces;
}

interface Row {
  company_id: string;
  title: string;
  province_id: number;
  salary_min: number | null;
  salary_max: number | null;
  posted_at: Date | string | null;
}

export function computeInsights(rows: readonly Row[], provinces: SalaryProvinces, now: Date): SalaryInsights {
  const groups = new Map<string, { family: SalaryFamily; province: SalaryProvince; points: PayPoint[] }>();
  const familyMemo = new Map<string, SalaryFamily | null>();
  for (const r of rows) {
    const pay = payOf(r.salary_min, r.salary_max);
    const province = provinces.byId(r.province_id);
    if (pay === null || pay <= 0 || !province) continue;
    let family = familyMemo.get(r.title);
    if (family === undefined) familyMemo.set(r.title, (family = familyOfTitle(r.title)));
    if (!family) continue;
    const key = `${family.slug}/${province.slug}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { family, province, points: [] }));
    g.points.push({ companyId: r.company_id, pay, postedAt: r.posted_at ? new Date(r.posted_at) : null });
  }
  const insights = new Map<string, SalaryInsight>();
  for (const [key, { family, province, points }] of groups) {
    if (!passesFloor(points)) continue;
    const pays = points.map((p) => p.pay).sort((a, b) => a - b);
    insights.set(key, {
      family,
      province,
      count: points.length,
      companies: new Set(points.map((p) => p.companyId)).size,
      median: Math.round(quantile(pays, 0.5)),
      p25: Math.round(quantile(pays, 0.25)),
      p75: Math.round(quantile(pays, 0.75)),
      trend: trendOf(points, now),
      computed_at: now.toISOString(),
    });
  }
  const list = [...insights.values()]
    .sort(
      (a, b) =>
        b.count - a.count || a.family.slug.localeCompare(b.family.slug) || a.province.id - b.province.id,
    )
    .map(({ family, province, count, median }) => ({ family, province, count, median }));
  return { list: () => list, get: (f, p) => insights.get(`${f}/${p}`) ?? null, provinces };
}

/** The insights of the open jobs now (the sitemap reads them; the routes keep them for a while). */
export async function loadSalaryInsights(db: Db): Promise<SalaryInsights> {
  const rows = await queryRows<Row>(
    db,
    sql`select ${job.companyId}::text as company_id, ${job.title} as title, ${job.provinceId} as province_id,
          ${job.salaryMin} as salary_min, ${job.salaryMax} as salary_max, ${job.postedAt} as posted_at
        from ${job}
        where ${openJobWhere} and ${job.hireType} in ('full_time', 'contract')
          and (${job.salaryMin} is not null or ${job.salaryMax} is not null)`,
  );
  const provinceRows = await queryRows<{ id: number; name_th: string; name_en: string }>(
    db,
    sql`select ${province.id} as id, ${province.nameTh} as name_th, ${province.nameEn} as name_en from ${province}`,
  );
  return computeInsights(rows, salaryProvinces(provinceRows), new Date());
}

/** The insights of a database, computed at most every `ttlMs` (0: on every call, as the tests want). */
export function salaryInsightsOf(db: Db, ttlMs: number): () => Promise<SalaryInsights> {
  return cachedFor(ttlMs, () => loadSalaryInsights(db));
}

/** GET /api/salaries: the pages that pass the floor, narrowed to a job title's family and a province when given. */
export function listSalaries(
  insights: SalaryInsights,
  filter: { title?: string; province_id?: number },
): SalarySummary[] {
  let list = insights.list();
  if (filter.title !== undefined) {
    const family = familyOfTitle(filter.title);
    list = family ? list.filter((s) => s.family.slug === family.slug) : [];
  }
  if (filter.province_id !== undefined) list = list.filter((s) => s.province.id === filter.province_id);
  return list;
}

/** GET /api/salaries/:family/:province: 404 for an unknown family or province and where the floor is not met. */
export function getSalary(insights: SalaryInsights, familySlug: string, provinceSlug: string): SalaryInsight {
  const found =
    familyBySlug(familySlug) && insights.provinces.bySlug(provinceSlug)
      ? insights.get(familySlug, provinceSlug)
      : null;
  if (!found) throw new ApiError('NOT_FOUND', { detail: 'No salary figures for this role and province' });
  return found;
}
