import { Type, type Static } from 'typebox';
import { OrNull } from './schema';

/**
 * Salary insights (issue 45): monthly pay of the portal's own open jobs per role family and province, public pages
 * /salary and /salary/:family/:province. Figures exist only where enough jobs from enough companies exist
 * (SALARY_FLOOR in ./bounds), so a single employer's pay is never shown.
 */

export const SalaryFamily = Type.Object({
  /** URL slug, e.g. "frontend-developer" */
  slug: Type.String(),
  name_th: Type.String(),
  name_en: Type.String(),
});
export type SalaryFamily = Static<typeof SalaryFamily>;

export const SalaryProvince = Type.Object({
  id: Type.Integer(),
  /** URL slug, e.g. "bangkok", "chon-buri" */
  slug: Type.String(),
  name_th: Type.String(),
  name_en: Type.String(),
});
export type SalaryProvince = Static<typeof SalaryProvince>;

/** The median of the jobs posted in the last `trendDays` days against the median of the `trendDays` before. */
export const SalaryTrend = Type.Object({
  recent_median: Type.Integer(),
  previous_median: Type.Integer(),
  recent_count: Type.Integer(),
  previous_count: Type.Integer(),
  /** percent, one decimal: (recent - previous) / previous * 100 */
  change_pct: Type.Number(),
});
export type SalaryTrend = Static<typeof SalaryTrend>;

/** One family x province that passes the floor (the index lists these). */
export const SalarySummary = Type.Object({
  family: SalaryFamily,
  province: SalaryProvince,
  /** open jobs with a stated salary */
  count: Type.Integer(),
  /** baht a month */
  median: Type.Integer(),
});
export type SalarySummary = Static<typeof SalarySummary>;

export const SalaryInsight = Type.Object({
  ...SalarySummary.properties,
  companies: Type.Integer(),
  p25: Type.Integer(),
  p75: Type.Integer(),
  /** null when either window has fewer jobs or companies than the floor */
  trend: OrNull(SalaryTrend),
  /** when the figures were computed */
  computed_at: Type.String({ format: 'date-time' }),
});
export type SalaryInsight = Static<typeof SalaryInsight>;

/** GET /api/salaries: the pages that pass the floor; narrowed by a job title and a province (links from jobs). */
export const SalaryIndexQuery = Type.Object(
  {
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    province_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type SalaryIndexQuery = Static<typeof SalaryIndexQuery>;
