import { useTranslation } from 'react-i18next';
import { shared } from '../federation/sharedModules';
import { switchLocale } from '../i18n/initI18n';
import type { Locale } from '@jobportal/platform-contract';

const LOCALES: Locale[] = ['th', 'en'];

/** Visible th / en switch in the header; switching re-renders every mounted remote (one i18next). */
export function LocaleSwitch() {
  const { t, i18n } = useTranslation('shell');
  const { Button, Space } = shared.ui;
  const value: Locale = i18n.language?.startsWith('en') ? 'en' : 'th';
  return (
    <Space.Compact role="group" aria-label={t('locale.label')} data-testid="locale-switch">
      {LOCALES.map((locale) => (
        <Button
          key={locale}
          size="small"
          type={value === locale ? 'primary' : 'default'}
          aria-pressed={value === locale}
          lang={locale}
          onClick={() => value !== locale && void switchLocale(locale)}
        >
          {t(`locale.${locale}`)}
        </Button>
      ))}
    </Space.Compact>
  );
}
