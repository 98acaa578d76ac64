import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from 'mf_shared_ui/ui';

/**
 * The props of the product's 404 result, "Page not found: {path}" (spec section 2), for a Result from whichever
 * expose the page already loads: './ui-content' on the guest's company page, './ui-data' on the employer's pages.
 */
export function useNotFoundResult(detail?: ReactNode) {
  const { t } = useTranslation('corporate');
  const { pathname } = useLocation();
  return {
    status: '404',
    title: '404',
    subTitle: (
      <>
        <span data-testid="not-found-message">{t('notFound.message', { path: pathname })}</span>
        {detail && <div>{detail}</div>}
      </>
    ),
    extra: (
      <Link to="/">
        <Button type="primary">{t('notFound.back')}</Button>
      </Link>
    ),
  } as const;
}
