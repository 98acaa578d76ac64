import type { PrivacyContent } from '../content/types';

/** The privacy texts of a locale, each in its own chunk (only the current language is downloaded). */
export function loadPrivacyContent(locale: 'th' | 'en'): Promise<PrivacyContent> {
  return locale === 'en'
    ? import(/* webpackChunkName: "privacy-en" */ '../content/en').then((m) => m.en)
    : import(/* webpackChunkName: "privacy-th" */ '../content/th').then((m) => m.th);
}

interface Loading {
  promise: Promise<PrivacyContent>;
  value?: PrivacyContent;
}
const loads = new Map<'th' | 'en', Loading>();

/**
 * The privacy texts of a locale, loaded once: `value` once they are there. A failed load is forgotten (the next
 * call loads again).
 */
export function privacyContentFor(locale: 'th' | 'en'): Loading {
  let loading = loads.get(locale);
  if (!loading) {
    const entry: Loading = {
      promise: loadPrivacyContent(locale).then((value) => (entry.value = value)),
    };
    entry.promise.catch(() => loads.delete(locale));
    loads.set(locale, entry);
    loading = entry;
  }
  return loading;
}
