import { useTranslation } from 'react-i18next';
import { usePageMeta } from 'mf_shared_ui/platform';

/** Translated metadata of an identity screen (meta.<key>.title / description); these pages are never indexed. */
export function useAuthPageMeta(key: string): void {
  const { t } = useTranslation('auth');
  usePageMeta({ title: t(`meta.${key}.title`), description: t(`meta.${key}.description`), noindex: true });
}
