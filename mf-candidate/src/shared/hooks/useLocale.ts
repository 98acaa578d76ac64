import { useTranslation } from 'react-i18next';
import type { Locale } from 'mf_shared_ui/platform';

/** The current locale; re-renders on a locale switch. */
export function useLocale(): Locale {
  const { i18n } = useTranslation('candidate');
  return i18n.language?.startsWith('en') ? 'en' : 'th';
}
