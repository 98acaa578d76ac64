import type { SalaryProvince } from '@jobportal/contracts';

/** URL slug of a province's English name: "Chon Buri" -> "chon-buri". */
export const provinceSlug = (nameEn: string): string =>
  nameEn
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export interface SalaryProvinces {
  byId(id: number): SalaryProvince | null;
  bySlug(slug: string): SalaryProvince | null;
}

/** The provinces of the salary pages, from the database's province table. */
export function salaryProvinces(
  rows: readonly { id: number; name_th: string; name_en: string }[],
): SalaryProvinces {
  const all = rows.map((p) => ({
    id: p.id,
    slug: provinceSlug(p.name_en),
    name_th: p.name_th,
    name_en: p.name_en,
  }));
  const byId = new Map(all.map((p) => [p.id, p]));
  const bySlug = new Map(all.map((p) => [p.slug, p]));
  return { byId: (id) => byId.get(id) ?? null, bySlug: (slug) => bySlug.get(slug) ?? null };
}
