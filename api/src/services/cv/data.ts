import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { candidate, educationLevel, province, skill } from '../../db/schema';
import type { Locale } from '../../i18n/locale';
import type { CvData } from './render';

const LANGUAGE_NAMES: Record<Locale, Intl.DisplayNames> = {
  th: new Intl.DisplayNames(['th'], { type: 'language', fallback: 'code' }),
  en: new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' }),
};

function languageName(code: string, lang: Locale): string {
  try {
    return LANGUAGE_NAMES[lang].of(code) ?? code;
  } catch {
    return code; // not a BCP 47 tag
  }
}

/** The caller's profile as the CV prints it, lookups named in the CV's language; null if there is no profile. */
export async function loadCvData(db: Db, uid: string, lang: Locale): Promise<CvData | null> {
  const [c] = await db.select().from(candidate).where(eq(candidate.uid, uid));
  if (!c) return null;
  const slugs = c.skills.map((s) => s.slug);
  const levelIds = [
    ...new Set(c.educations.map((e) => e.education_level_id).filter((v): v is number => v !== null)),
  ];
  const [skills, levels, prov] = await Promise.all([
    slugs.length
      ? db
          .select({ slug: skill.slug, name: skill.name, nameTh: skill.nameTh })
          .from(skill)
          .where(inArray(skill.slug, slugs))
      : [],
    levelIds.length ? db.select().from(educationLevel).where(inArray(educationLevel.id, levelIds)) : [],
    c.provinceId === null ? [] : db.select().from(province).where(eq(province.id, c.provinceId)),
  ]);
  const skillName = new Map(skills.map((s) => [s.slug, lang === 'th' ? (s.nameTh ?? s.name) : s.name]));
  const levelName = new Map(levels.map((l) => [l.id, lang === 'th' ? l.nameTh : l.nameEn]));
  const p = prov[0];
  return {
    firstName: c.firstName,
    lastName: c.lastName,
    headline: c.headline,
    about: c.about,
    email: c.email,
    phone: c.phone,
    province: p ? (lang === 'th' ? p.nameTh : p.nameEn) : null,
    yearsExperience: c.yearsExperience,
    experiences: c.experiences,
    educations: c.educations.map((e) => ({
      institution: e.institution,
      degree: e.degree,
      field: e.field,
      level: e.education_level_id === null ? null : (levelName.get(e.education_level_id) ?? null),
      graduatedYear: e.graduated_year,
    })),
    skills: c.skills.map((s) => ({ name: skillName.get(s.slug) ?? s.slug, level: s.level })),
    languages: c.languages.map((l) => ({ name: languageName(l.language, lang), level: l.level })),
  };
}
