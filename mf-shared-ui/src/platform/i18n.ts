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

const englishLoaders = new Map<string, () => Promise<object>>();
const englishLoads = new Map<string, Promise<void>>();

function loadEnglish(ns: string): Promise<void> {
  const load = englishLoaders.get(ns);
  if (!load || i18next.hasResourceBundle('en', ns)) return Promise.resolve();
  let loading = englishLoads.get(ns);
  if (!loading) {
    loading = load().then((catalogue) => {
      i18next.addResourceBundle('en', ns, catalogue, true, true);
    });
    // a failed load is tried again next time
    loading.catch(() => englishLoads.delete(ns));
    englishLoads.set(ns, loading);
  }
  return loading;
}

let switchWaitsForCatalogues = false;

/** Switching to English first loads every English catalogue registered lazily (no Thai text after the switch). */
function waitForCataloguesOnSwitch(): void {
  if (switchWaitsForCatalogues) return;
  switchWaitsForCatalogues = true;
  const changeLanguage = i18next.changeLanguage.bind(i18next);
  i18next.changeLanguage = ((lng?: string, callback?: Parameters<typeof i18next.changeLanguage>[1]) =>
    (lng?.startsWith('en')
      ? Promise.all([...englishLoaders.keys()].map(loadEnglish))
      : Promise.resolve()
    ).then(() => changeLanguage(lng, callback))) as typeof i18next.changeLanguage;
}

/**
 * addTranslations with the English catalogue loaded only when needed (Thai is the default and the fallback: a Thai
 * visitor never downloads it): now when the page is in English, else on the switch to English. Resolves when the
 * current language's catalogue is there; a container's page loaders wait for it before rendering.
 */
export function addTranslationsLazily(
  ns: string,
  resources: { th: object; en: () => Promise<object> },
): Promise<void> {
  if (!i18next.hasResourceBundle('th', ns)) i18next.addResourceBundle('th', ns, resources.th, true, true);
  if (!englishLoaders.has(ns)) englishLoaders.set(ns, resources.en);
  waitForCataloguesOnSwitch();
  return currentLocale() === 'en' ? loadEnglish(ns) : Promise.resolve();
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
