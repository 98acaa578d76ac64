import { useTranslation } from 'react-i18next';

export type Locale = 'th' | 'en';

/** The current UI locale; re-renders on a locale switch. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return i18n.language?.startsWith('en') ? 'en' : 'th';
}
