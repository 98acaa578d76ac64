import { useTranslation } from 'react-i18next';
import { shared } from '../federation/sharedModules';
import { StatusMessage } from './StatusMessage';

/** Generic error page: title, description, button back to / (spec section 2). */
export function ErrorPage() {
  const { t } = useTranslation('shell');
  const { Button } = shared.ui;
  return (
    <StatusMessage
      title={t('error.title')}
      description={t('error.description')}
      action={
        <Button type="primary" href="/">
          {t('error.back')}
        </Button>
      }
    />
  );
}
