import { sql } from 'drizzle-orm';
import type { Tx } from '../db/types';
import { buildJobSearchParts, searchTsvLiteral } from '../services/search/indexing';
import type { SearchTaxonomy } from '../services/search/taxonomy';
import type { GeneratedJob } from './jobFactory';

/**
 * Multi-row insert of generated jobs: one statement per batch with one array parameter per column
 * (`INSERT ... SELECT FROM unnest(...)`); search_text and the search_tsv literal (same lexemes, positions and weights as
 * searchTsvSql) are built here, which spares PostgreSQL's text parser. Much faster than one parameter per value (node-postgres caps those at 65535).
 */
export async function bulkInsertJobs(
  db: Tx,
  jobs: readonly GeneratedJob[],
  taxonomy: SearchTaxonomy,
  companyNames: ReadonlyMap<string, { nameTh: string; nameEn: string }>,
): Promise<void> {
  if (jobs.length === 0) return;
  const col = <T>(f: (j: GeneratedJob) => T): T[] => jobs.map(f);
  const parts = jobs.map((j) => {
    const c = companyNames.get(j.companyId);
    return buildJobSearchParts({ ...j, companyNameTh: c?.nameTh, companyNameEn: c?.nameEn }, taxonomy);
  });
  const p = sql.param;
  await db.execute(sql`
    insert into job (id, company_id, title, description_html, qualifications_html, skills, province_id, rail_stations,
      work_type, hire_type, education_level_id, years_experience_min, salary_min, salary_max, salary_negotiable, status,
      posted_at, valid_through, views, created_at, updated_at, search_text, search_tsv)
    select id, company_id, title, description_html, qualifications_html, skills::text[], province_id,
      rail_stations::text[], work_type, hire_type, education_level_id, years_experience_min, salary_min, salary_max, salary_negotiable, status,
      posted_at, valid_through, views, created_at, updated_at,
      concat_ws(' ', nullif(t_title, ''), nullif(t_skills, ''), nullif(t_meta, ''), nullif(t_body, '')), t_tsv::tsvector
    from unnest(
      ${p(col((j) => j.id))}::uuid[], ${p(col((j) => j.companyId))}::uuid[], ${p(col((j) => j.title))}::text[],
      ${p(col((j) => j.descriptionHtml))}::text[], ${p(col((j) => j.qualificationsHtml))}::text[],
      ${p(col((j) => `{${j.skills.map((s) => `"${s}"`).join(',')}}`))}::text[], ${p(col((j) => j.provinceId))}::smallint[],
      ${p(col((j) => `{${j.railStations.join(',')}}`))}::text[],
      ${p(col((j) => j.workType))}::text[], ${p(col((j) => j.hireType))}::text[],
      ${p(col((j) => j.educationLevelId))}::smallint[], ${p(col((j) => j.yearsExperienceMin))}::smallint[],
      ${p(col((j) => j.salaryMin))}::int[], ${p(col((j) => j.salaryMax))}::int[], ${p(col((j) => j.salaryNegotiable))}::boolean[],
      ${p(col((j) => j.status))}::text[], ${p(col((j) => j.postedAt?.toISOString() ?? null))}::timestamptz[],
      ${p(col((j) => j.validThrough))}::date[], ${p(col((j) => j.views))}::int[],
      ${p(col((j) => j.createdAt.toISOString()))}::timestamptz[], ${p(col((j) => j.updatedAt.toISOString()))}::timestamptz[],
      ${p(parts.map((x) => x.title))}::text[], ${p(parts.map((x) => x.skills))}::text[], ${p(parts.map((x) => x.meta))}::text[],
      ${p(parts.map((x) => x.body))}::text[], ${p(parts.map((x) => searchTsvLiteral(x)))}::text[]
    ) as t(id, company_id, title, description_html, qualifications_html, skills, province_id, rail_stations, work_type,
      hire_type,
      education_level_id, years_experience_min, salary_min, salary_max, salary_negotiable, status, posted_at,
      valid_through, views, created_at, updated_at, t_title, t_skills, t_meta, t_body, t_tsv)
  `);
}
