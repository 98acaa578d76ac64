import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ActivityEvent } from '@jobportal/contracts';
import { pickLocalized } from 'mf_shared_ui/platform';
import { timeAgo } from 'mf_shared_ui/format';
import { Flex, Skeleton, Typography } from 'mf_shared_ui/ui';
import { Segmented, Pagination, Timeline } from 'mf_shared_ui/ui-data';
import { Empty } from 'mf_shared_ui/ui-feedback';
import { useLocale } from '../../../shared/hooks/useLocale';
import { ACTIVITY_PAGE_SIZE, useCandidateActivitiesQuery } from '../api/activitiesApi';

const TYPES = [
  '',
  'applied',
  'status_changed',
  'withdrawn',
  'favourited',
  'unfavourited',
  'viewed_job',
  'profile_updated',
];

function describe(event: ActivityEvent, t: TFunction<'candidate'>): string {
  const data = event.data as { from?: string; to?: string };
  if (event.type === 'status_changed' && data.to) {
    return t('activities.event.status_changed', { to: t(`status.${data.to}`, { defaultValue: data.to }) });
  }
  return t(`activities.event.${event.type}`, { defaultValue: event.type });
}

/** Everything I did, newest first, filterable by type. */
export function ActivityFeed() {
  const { t } = useTranslation('candidate');
  const locale = useLocale();
  const [type, setType] = useState('');
  const [offset, setOffset] = useState(0);
  const { data, isLoading, isFetching } = useCandidateActivitiesQuery(
    { type: type || undefined, offset },
    { refetchOnMountOrArgChange: 30 },
  );
  return (
    <div data-testid="activity-feed">
      <div style={{ overflowX: 'auto', marginBottom: 16 }}>
        <Segmented
          value={type}
          onChange={(value) => {
            setType(String(value));
            setOffset(0);
          }}
          options={TYPES.map((v) => ({
            value: v,
            label: v ? t(`activities.type.${v}`) : t('activities.type.all'),
          }))}
        />
      </div>
      {isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
      {data && data.items.length === 0 && <Empty description={t('activities.noActivity')} />}
      {data && data.items.length > 0 && (
        <Timeline
          style={{ opacity: isFetching ? 0.6 : 1 }}
          items={data.items.map((e) => ({
            key: e.id,
            children: (
              <div data-testid="activity-item" data-type={e.type}>
                <Typography.Text>{describe(e, t)}</Typography.Text>{' '}
                {e.job && <Link to={`/candidate/jobs/${e.job.id}`}>{e.job.title}</Link>}
                {e.company && (
                  <Typography.Text type="secondary">
                    {' '}
                    · {pickLocalized(e.company, 'name', locale)}
                  </Typography.Text>
                )}
                <br />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  <time suppressHydrationWarning dateTime={e.at}>
                    {timeAgo(e.at, locale)}
                  </time>
                </Typography.Text>
              </div>
            ),
          }))}
        />
      )}
      {data && data.total > ACTIVITY_PAGE_SIZE && (
        <Flex justify="center">
          <Pagination
            current={offset / ACTIVITY_PAGE_SIZE + 1}
            pageSize={ACTIVITY_PAGE_SIZE}
            total={data.total}
            showSizeChanger={false}
            onChange={(p) => setOffset((p - 1) * ACTIVITY_PAGE_SIZE)}
          />
        </Flex>
      )}
    </div>
  );
}
