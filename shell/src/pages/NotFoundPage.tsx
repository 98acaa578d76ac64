import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { shared } from '../federation/sharedModules';
import { StatusMessage } from './StatusMessage';

/** Unmatched path: "Page not found: {path}" (spec section 2). Remotes render it too for unknown records. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const { Button } = shared.ui;
  useEffect(() => {
    shared.platform.applyPageMeta({
      title: t('meta.notFound.title'),
      description: t('meta.notFound.description'),
      noindex: true,
    });
  }, [t]);
  return (
    <StatusMessage
      code="404"
      title={t('notFound.title')}
      description={<span data-testid="not-found-message">{t('notFound.message', { path: pathname })}</span>}
      action={
        <Link to="/">
          <Button type="primary">{t('notFound.back')}</Button>
        </Link>
      }
    />
  );
}
