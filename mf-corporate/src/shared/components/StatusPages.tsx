import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Skeleton } from 'mf_shared_ui/ui';
import { Result } from 'mf_shared_ui/ui-data';
import { Alert } from 'mf_shared_ui/ui-feedback';
import { apiFailure, isForbidden, isNotFound } from '../utils/errors';
import { useNotFoundResult } from './useNotFoundResult';

/** 403 inside the corporate area: a record of another company (not a crash). */
export function ForbiddenPage() {
  const { t } = useTranslation('corporate');
  return (
    <Result
      status="403"
      title={<span data-testid="corporate-forbidden">{t('forbidden.title')}</span>}
      subTitle={t('forbidden.description')}
      extra={
        <Link to="/corporate/dashboard">
          <Button type="primary">{t('forbidden.back')}</Button>
        </Link>
      }
    />
  );
}

/** Unknown record: the product's 404 message "Page not found: {path}" (spec section 2). */
export function NotFoundPage({ detail }: { detail?: ReactNode }) {
  return <Result {...useNotFoundResult(detail)} />;
}

/** Renders loading, 403, 404 or a retryable error for a query; null when the data is there. */
export function QueryState({
  isLoading,
  error,
  refetch,
  rows = 6,
}: {
  isLoading: boolean;
  error: unknown;
  /** RTK Query's refetch: its promise settles into the query's state and never rejects */
  refetch?: () => unknown;
  rows?: number;
}) {
  const { t } = useTranslation('corporate');
  if (isLoading) return <Skeleton active paragraph={{ rows }} aria-label={t('common.loading')} />;
  if (!error) return null;
  if (isForbidden(error)) return <ForbiddenPage />;
  if (isNotFound(error)) return <NotFoundPage />;
  return (
    <Alert
      type="error"
      showIcon
      title={t('common.loadFailed')}
      description={apiFailure(error)?.message ?? undefined}
      action={refetch && <Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
    />
  );
}
