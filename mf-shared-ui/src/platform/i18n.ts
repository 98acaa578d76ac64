import i18next from 'i18next';

export type Locale = 'th' | 'en';
export const LOCALES: Locale[] = ['th', 'en'];
export const DEFAULT_LOCALE: Locale = 'th';

/**
 * Each container adds its own namespace once i18next is initialised by the shell (DESIGN.md), when its module is
 * evaluated, i.e. before any of its components renders. Several exposes of one container carry the same namespace:
 * it is added once.
 */
export function addTranslations(ns: string, resources: { th: object; en: object }): void {
  for (const locale of LOCALES) {
    if (i18next.hasResourceBundle(locale, ns)) continue;
    i18next.addResourceBundle(locale, ns, resources[locale], true, true);
  }
}

export function currentLocale(): Locale {
  return i18next.language?.startsWith('en') ? 'en' : 'th';
}

/** Pick the th/en variant of a bilingual record field: pickLocalized(company, 'name') -> name_th | name_en. */
export function pickLocalized<T extends object>(
  record: T,
  field: string,
  locale: Locale = currentLocale(),
): string {
  const values = record as Record<string, unknown>;
  const own = values[`${field}_${locale}`];
  const other = values[`${field}_${locale === 'th' ? 'en' : 'th'}`];
  return String(own || other || '');
}

/**
 * A field label as it reads inside an English sentence ("First name" -> "first name"), so that "Please enter your
 * {{field}}" is sentence case. Acronyms ("LINE ID", "URL") and Thai labels (no case) are unchanged.
 */
export function inSentence(label: string): string {
  return label.replace(/^([A-Z])(?=[a-z])/, (first) => first.toLowerCase());
}
