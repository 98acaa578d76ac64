import { railStation, type JobInput } from '@jobportal/contracts';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/types';
import { educationLevel, province, skill } from '../../db/schema';
import { validationError, type FieldError } from '../../errors/api-error';
import { htmlHasText, sanitizeUserHtml } from '../sanitize';

export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Checks what JSON schema cannot (references, salary range, future date) and sanitises the HTML fields. */
export async function normaliseJobInput(db: Tx, input: JobInput): Promise<JobInput> {
  const fields: FieldError[] = [];
  const description = sanitizeUserHtml(input.description_html);
  if (!htmlHasText(description)) fields.push({ field: 'description_html', code: 'minLength' });
  const qualifications = sanitizeUserHtml(input.qualifications_html ?? '');
  if (input.salary_min !== null && input.salary_max !== null && input.salary_max < input.salary_min) {
    fields.push({ field: 'salary_max', code: 'salary_range' });
  }
  if (input.valid_through !== null && input.valid_through < todayIso())
    fields.push({ field: 'valid_through', code: 'past_date' });
  input.rail_stations?.forEach((code, i) => {
    if (!railStation(code)) fields.push({ field: `rail_stations.${i}`, code: 'unknown_rail_station' });
  });

  const known = new Set(
    (await db.select({ slug: skill.slug }).from(skill).where(inArray(skill.slug, input.skills))).map(
      (r) => r.slug,
    ),
  );
  input.skills.forEach((slug, i) => {
    if (!known.has(slug)) fields.push({ field: `skills.${i}`, code: 'unknown_skill' });
  });
  const [prov] = await db
    .select({ id: province.id })
    .from(province)
    .where(inArray(province.id, [input.province_id]));
  if (!prov) fields.push({ field: 'province_id', code: 'unknown_reference' });
  if (input.education_level_id !== null) {
    const [lvl] = await db
      .select({ id: educationLevel.id })
      .from(educationLevel)
      .where(inArray(educationLevel.id, [input.education_level_id]));
    if (!lvl) fields.push({ field: 'education_level_id', code: 'unknown_reference' });
  }
  if (fields.length > 0) throw validationError(fields);
  return {
    ...input,
    title: input.title.trim(),
    description_html: description,
    qualifications_html: qualifications,
  };
}
