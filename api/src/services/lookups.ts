import type { Lookups } from '@jobportal/contracts';
import { asc } from 'drizzle-orm';
import type { Db } from '../db/types';
import { companyType, educationLevel, province, skill } from '../db/schema';
import { CONTACT_LINK_TYPES } from '../seed/data/contactLinkTypes';

/** Thai dictionary order (a leading vowel sorts by its consonant: เชียงใหม่ under ช), unlike code-point order. */
const thaiOrder = new Intl.Collator('th');

export async function getLookups(db: Db): Promise<Lookups> {
  const [provinces, companyTypes, educationLevels, skills] = await Promise.all([
    db.select().from(province).orderBy(asc(province.id)),
    db.select().from(companyType).orderBy(asc(companyType.id)),
    db.select().from(educationLevel).orderBy(asc(educationLevel.id)),
    db.select().from(skill).orderBy(asc(skill.category), asc(skill.name)),
  ]);
  return {
    // In Thai order, so a Thai list needs no sorting (and no collator) in the browser.
    provinces: provinces
      .sort((a, b) => thaiOrder.compare(a.nameTh, b.nameTh))
      .map((p) => ({ id: p.id, name_th: p.nameTh, name_en: p.nameEn, region: p.region })),
    companyTypes: companyTypes.map((c) => ({ id: c.id, name_th: c.nameTh, name_en: c.nameEn })),
    educationLevels: educationLevels.map((e) => ({ id: e.id, name_th: e.nameTh, name_en: e.nameEn })),
    skills: skills.map((s) => ({
      id: s.id,
      slug: s.slug,
      name: s.name,
      name_th: s.nameTh,
      aliases: s.aliases,
      category: s.category,
    })),
    workTypes: ['onsite', 'hybrid', 'remote'],
    hireTypes: ['full_time', 'part_time', 'contract', 'internship', 'freelance'],
    datePosted: [1, 3, 7, 14, 30],
    contactLinkTypes: CONTACT_LINK_TYPES,
  };
}
