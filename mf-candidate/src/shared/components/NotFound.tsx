import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from 'mf_shared_ui/platform';
import { Button } from 'mf_shared_ui/ui';
import { Result } from 'mf_shared_ui/ui-content';

/** The 404 content of the shell ("Page not found: {path}") for an unknown record inside a valid route. */
export function NotFound() {
  const { t } = useTranslation('candidate');
  const { pathname } = useLocation();
  usePageMeta({ title: t('notFound.title'), description: t('notFound.title'), noindex: true });
  return (
    <Result
      status="404"
      // the page's one <h1> (as the shell's 404 page), in the result's own type
      title={<h1 style={{ margin: 0, font: 'inherit', color: 'inherit' }}>404</h1>}
      subTitle={<span data-testid="not-found-message">{t('notFound.message', { path: pathname })}</span>}
      extra={
        <Link to="/">
          <Button type="primary">{t('notFound.back')}</Button>
        </Link>
      }
    />
  );
}
