import { localeCookieString, type Locale } from '@jobportal/platform-contract';
import { Button, Space } from 'mf_shared_ui/ui';
import { useBackofficeT } from '../hooks/useLocale';
import { staffFirebase } from '../session/firebase';

const LOCALES: Locale[] = ['th', 'en'];

/** th / en for the back office's own chrome: the same cookie and i18next instance as the portal's switch. */
export function LocaleSwitch() {
  const { t, locale, i18n } = useBackofficeT();
  const change = async (next: Locale) => {
    document.cookie = localeCookieString(next);
    if (document.documentElement.lang !== next) document.documentElement.lang = next;
    staffFirebase.setLanguage(next);
    await i18n.changeLanguage(next);
  };
  return (
    <Space.Compact role="group" aria-label={t('layout.locale')}>
      {LOCALES.map((value) => (
        <Button
          key={value}
          size="small"
          type={locale === value ? 'primary' : 'default'}
          aria-pressed={locale === value}
          lang={value}
          onClick={() => locale !== value && void change(value)}
        >
          {t(`layout.${value}`)}
        </Button>
      ))}
    </Space.Compact>
  );
}
