import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Flex, Skeleton } from 'mf_shared_ui/ui';
import { Pagination } from 'mf_shared_ui/ui-data';
import { Empty } from 'mf_shared_ui/ui-feedback';
import { JobCard } from '../../../shared/components/JobCard';
import { ACTIVITY_PAGE_SIZE, useCandidateFavouritesQuery } from '../api/activitiesApi';

export function FavouritesList() {
  const { t } = useTranslation('candidate');
  const [offset, setOffset] = useState(0);
  const { data, isLoading } = useCandidateFavouritesQuery({ offset }, { refetchOnMountOrArgChange: 30 });
  return (
    <div data-testid="favourites-list">
      {isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
      {data && data.items.length === 0 && (
        <Empty description={t('activities.noFavourites')}>
          <Link to="/candidate/jobs">{t('overview.findJobs')}</Link>
        </Empty>
      )}
      <Flex vertical gap={12}>
        {data?.items.map((job) => (
          <JobCard key={job.id} job={job} />
        ))}
      </Flex>
      {data && data.total > ACTIVITY_PAGE_SIZE && (
        <Flex justify="center" style={{ marginTop: 16 }}>
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
