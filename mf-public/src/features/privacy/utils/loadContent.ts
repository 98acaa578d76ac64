import i18next from 'i18next';
import type { PrivacyContent } from '../content/types';

/** The privacy texts of a locale, each in its own chunk (only the current language is downloaded). */
export function loadPrivacyContent(locale: 'th' | 'en'): Promise<PrivacyContent> {
  return locale === 'en'
    ? import(/* webpackChunkName: "privacy-en" */ '../content/en').then((m) => m.en)
    : import(/* webpackChunkName: "privacy-th" */ '../content/th').then((m) => m.th);
}

interface Loading {
  /** The texts once they are there, null when their chunk failed to load; never rejects. */
  settled: Promise<PrivacyContent | null>;
  value?: PrivacyContent;
}
const loads = new Map<'th' | 'en', Loading>();

/**
 * The privacy texts of a locale, loaded once: `value` once they are there. A failed load is kept as failed until
 * the page is loaded again (its retry), so a component waiting on it does not start a new load with every render.
 */
export function privacyContentFor(locale: 'th' | 'en'): Loading {
  let loading = loads.get(locale);
  if (!loading) {
    const entry: Loading = {
      settled: loadPrivacyContent(locale).then(
        (value) => (entry.value = value),
        () => null,
      ),
    };
    loads.set(locale, entry);
    loading = entry;
  }
  return loading;
}

/**
 * Loads the texts of the page's language along with a privacy page's code, so that a browser hydrating the server's
 * page renders them at once, as the server did (a boundary waiting for them would be rendered afresh instead).
 */
export function preloadPrivacyContent(): Promise<unknown> {
  return privacyContentFor(i18next.language?.startsWith('en') ? 'en' : 'th').settled;
}
