import { useTranslation } from 'react-i18next';
import { shared } from '../federation/sharedModules';

/** Generic error page: title, description, button back to / (spec section 2). */
export function ErrorPage() {
  const { t } = useTranslation('shell');
  const { Result, Button } = shared.ui;
  return (
    <Result
      status="error"
      title={t('error.title')}
      subTitle={t('error.description')}
      extra={
        <Button type="primary" href="/">
          {t('error.back')}
        </Button>
      }
    />
  );
}
