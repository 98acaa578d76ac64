import { sql } from 'drizzle-orm';
import type { Tx } from '../db/types';
import { companyType, educationLevel, province, skill } from '../db/schema';
import { COMPANY_TYPES } from './data/companyTypes';
import { EDUCATION_LEVELS } from './data/educationLevels';
import { PROVINCES } from './data/provinces';
import { SKILLS } from './data/skills';

/** True when the lookup tables are already filled (the seed then does nothing). */
export async function lookupsExist(db: Tx): Promise<boolean> {
  const rows = await db.select({ id: province.id }).from(province).limit(1);
  return rows.length > 0;
}

/** Inserts provinces, company types, education levels and skills with their fixed ids. */
export async function insertLookups(db: Tx): Promise<void> {
  await db
    .insert(province)
    .values(PROVINCES.map((p) => ({ id: p.id, nameTh: p.name_th, nameEn: p.name_en, region: p.region })));
  await db
    .insert(companyType)
    .values(COMPANY_TYPES.map((c) => ({ id: c.id, nameTh: c.name_th, nameEn: c.name_en })));
  await db
    .insert(educationLevel)
    .values(EDUCATION_LEVELS.map((e) => ({ id: e.id, nameTh: e.name_th, nameEn: e.name_en })));
  await db.insert(skill).values(
    SKILLS.map((s) => ({
      id: s.id,
      slug: s.slug,
      name: s.name,
      nameTh: s.name_th,
      aliases: s.aliases,
      category: s.category,
    })),
  );
  // Skills use an identity column: move it past the fixed ids so that later inserts do not collide.
  await db.execute(sql`select setval(pg_get_serial_sequence('skill', 'id'), (select max(id) from skill))`);
}
