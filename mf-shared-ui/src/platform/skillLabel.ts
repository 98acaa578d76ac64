import type { Locale } from './i18n';

export interface SkillNames {
  name: string;
  name_th: string | null;
  category: string;
}

/**
 * The one rule for a skill's name on every screen (filter lists, cards, chips, profiles): its canonical name, which
 * Thai job ads use too ("Python", "React"), except soft skills (languages, communication, leadership), which read
 * in the reader's language. Searching matches both names and the aliases wherever a list can be searched.
 */
export function skillLabel(skill: SkillNames, locale: Locale): string {
  return locale === 'th' && skill.category === 'soft' && skill.name_th ? skill.name_th : skill.name;
}
