import { useState } from 'react';
import type { ReleaseRemote } from '@jobportal/contracts';
import { Button, Col, Flex, Panel, Row, Typography } from 'mf_shared_ui/ui';
import { Statistic } from 'mf_shared_ui/ui-data';
import { ReloadOutlined } from 'mf_shared_ui/icons';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/components/States';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import { formatBytes } from '../../../shared/utils/format';
import { STATUS_REFRESH_MS, useReleaseStatusQuery, type ReleaseConflictDetails } from '../api/releasesApi';
import { ReleaseActionDialog, type ReleaseRequest } from './ReleaseActionDialog';
import { RemoteCard } from './RemoteCard';

/**
 * The registry as the release service reports it: a card per remote with its actions, then the disk and the
 * retention policy. A change refused because someone else changed the remote meanwhile (409) is shown on its card.
 */
export function ReleaseStatusPanel() {
  const { t, locale } = useBackofficeT();
  // read again every 30 s while the tab is visible: another operator's change shows without a reload
  const { data, error, isLoading, isFetching, refetch } = useReleaseStatusQuery(undefined, {
    pollingInterval: STATUS_REFRESH_MS,
    skipPollingIfUnfocused: true,
  });
  const [request, setRequest] = useState<ReleaseRequest | null>(null);
  const [conflicts, setConflicts] = useState<Partial<Record<ReleaseRemote, ReleaseConflictDetails>>>({});

  const heading = (
    <Flex justify="space-between" align="center" wrap gap={8}>
      <Typography.Title level={2} id="releases-remotes" style={{ fontSize: 18, margin: 0 }}>
        {t('releases.remotes')}
      </Typography.Title>
      <Button icon={<ReloadOutlined aria-hidden />} loading={isFetching} onClick={() => void refetch()}>
        {t('releases.refresh')}
      </Button>
    </Flex>
  );
  if (isLoading || error || !data)
    return (
      <section aria-labelledby="releases-remotes">
        {heading}
        {isLoading ? <LoadingState /> : <ErrorState error={error} onRetry={() => void refetch()} />}
      </section>
    );

  const { disk, retention } = data;
  const stat = (title: string, value: string) => (
    <Col xs={24} md={8}>
      <Panel style={{ height: '100%' }}>
        <Statistic title={title} value={value} />
      </Panel>
    </Col>
  );
  return (
    <Flex vertical gap={32}>
      <section
        aria-labelledby="releases-remotes"
        style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
      >
        {heading}
        {data.remotes.length === 0 ? (
          <EmptyState text={t('releases.noRemotes')} />
        ) : (
          data.remotes.map((remote) => (
            <RemoteCard
              key={remote.remote}
              remote={remote}
              liveWithinHours={retention.liveWithinHours}
              conflict={conflicts[remote.remote] ?? null}
              onDismissConflict={() => setConflicts((all) => ({ ...all, [remote.remote]: undefined }))}
              onRequest={(next) => {
                setConflicts((all) => ({ ...all, [next.remote]: undefined }));
                setRequest(next);
              }}
            />
          ))
        )}
      </section>
      <section aria-labelledby="releases-totals">
        <Typography.Title level={2} id="releases-totals" style={{ fontSize: 18 }}>
          {t('releases.totals')}
        </Typography.Title>
        <Row gutter={[12, 12]}>
          {stat(t('releases.registryBytes'), formatBytes(disk.registryBytes, locale))}
          {stat(t('releases.freeBytes'), disk.freeBytes === null ? '-' : formatBytes(disk.freeBytes, locale))}
          {stat(
            t('releases.retention'),
            t('releases.retentionText', { keep: retention.keep, hours: retention.liveWithinHours }),
          )}
        </Row>
      </section>
      <ReleaseActionDialog
        request={request}
        onClose={() => setRequest(null)}
        onConflict={(remote, conflict) => setConflicts((all) => ({ ...all, [remote]: conflict }))}
      />
    </Flex>
  );
}
