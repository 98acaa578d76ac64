import type { PrivacyContent } from '../content/types';

/** The privacy texts of a locale, each in its own chunk (only the current language is downloaded). */
export function loadPrivacyContent(locale: 'th' | 'en'): Promise<PrivacyContent> {
  return locale === 'en'
    ? import(/* webpackChunkName: "privacy-en" */ '../content/en').then((m) => m.en)
    : import(/* webpackChunkName: "privacy-th" */ '../content/th').then((m) => m.th);
}
