import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from 'mf_shared_ui/platform';
import { Typography } from 'mf_shared_ui/ui';
import { Tabs } from 'mf_shared_ui/ui-data';
import { PageContainer } from '../../../shared/components/PageContainer';
import { usePendingFavourite } from '../../../shared/hooks/usePendingFavourite';
import { ActivityFeed } from '../components/ActivityFeed';
import { ApplicationsList } from '../components/ApplicationsList';
import { FavouritesList } from '../components/FavouritesList';
import { RecentlyViewedList } from '../components/RecentlyViewedList';

const TABS = ['applications', 'favourites', 'viewed', 'all'] as const;
type TabKey = (typeof TABS)[number];

/** /candidate/activities: applications (with history), favourites, recently viewed, and the whole feed. ?tab= keeps the tab. */
export default function ActivitiesPage() {
  const { t } = useTranslation('candidate');
  const [params, setParams] = useSearchParams();
  const tab: TabKey = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as TabKey)
    : 'applications';
  usePendingFavourite();
  usePageMeta({
    title: t('meta.activities.title'),
    description: t('meta.activities.description'),
    noindex: true,
  });
  return (
    <PageContainer testId="page-candidate-activities">
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {t('activities.title')}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'applications', label: t('activities.tabs.applications'), children: <ApplicationsList /> },
          { key: 'favourites', label: t('activities.tabs.favourites'), children: <FavouritesList /> },
          { key: 'viewed', label: t('activities.tabs.viewed'), children: <RecentlyViewedList /> },
          { key: 'all', label: t('activities.tabs.all'), children: <ActivityFeed /> },
        ]}
      />
    </PageContainer>
  );
}
