import { useTranslation } from 'react-i18next';
import { BACKOFFICE_NS } from '../../i18n/namespace';

/** The back office's `t` and the page's language ('th' | 'en'). */
export function useBackofficeT() {
  const { t, i18n } = useTranslation(BACKOFFICE_NS);
  const locale: 'th' | 'en' = i18n.language?.startsWith('en') ? 'en' : 'th';
  return { t, locale, i18n };
}
