import { useTranslation } from 'react-i18next';
import { shared } from '../federation/sharedModules';
import { switchLocale } from '../i18n/initI18n';
import type { Locale } from '../i18n/localeCookie';

export function LocaleSwitch() {
  const { t, i18n } = useTranslation('shell');
  const { Segmented } = shared.ui;
  const value: Locale = i18n.language?.startsWith('en') ? 'en' : 'th';
  return (
    <Segmented
      aria-label={t('locale.label')}
      data-testid="locale-switch"
      size="small"
      value={value}
      onChange={(next) => void switchLocale(next as Locale)}
      options={[
        { label: t('locale.th'), value: 'th' },
        { label: t('locale.en'), value: 'en' },
      ]}
    />
  );
}
