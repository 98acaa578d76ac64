import { Button, Flex, Spin, Typography } from 'mf_shared_ui/ui';
import { Alert, Empty } from 'mf_shared_ui/ui-feedback';
import { callError } from '../api/staffApi';
import { useBackofficeT } from '../hooks/useLocale';

export function LoadingState({ label }: { label?: string }) {
  const { t } = useBackofficeT();
  return (
    <Flex justify="center" align="center" style={{ padding: 48 }} role="status" aria-live="polite">
      <Spin />
      <Typography.Text style={{ marginInlineStart: 12 }}>{label ?? t('common.loading')}</Typography.Text>
    </Flex>
  );
}

/** A request that failed: the API's message (in the page's language) and a retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useBackofficeT();
  const { message } = callError(error);
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t('common.loadFailed')}
      description={message ?? undefined}
      action={
        onRetry && (
          <Button size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )
      }
    />
  );
}

export function EmptyState({ text }: { text?: string }) {
  const { t } = useBackofficeT();
  return <Empty description={text ?? t('common.empty')} />;
}
