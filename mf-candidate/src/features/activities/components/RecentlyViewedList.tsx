import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Flex, Skeleton } from 'mf_shared_ui/ui';
import { Empty } from 'mf_shared_ui/ui-feedback';
import { JobCard } from '../../../shared/components/JobCard';
import { useCandidateRecentlyViewedQuery } from '../api/activitiesApi';

export function RecentlyViewedList() {
  const { t } = useTranslation('candidate');
  const { data, isLoading } = useCandidateRecentlyViewedQuery(undefined, { refetchOnMountOrArgChange: 30 });
  return (
    <div data-testid="recently-viewed-list">
      {isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
      {data && data.length === 0 && (
        <Empty description={t('activities.noViewed')}>
          <Link to="/candidate/jobs">{t('overview.findJobs')}</Link>
        </Empty>
      )}
      <Flex vertical gap={12}>
        {data?.map((job) => (
          <JobCard key={job.id} job={job} />
        ))}
      </Flex>
    </div>
  );
}
