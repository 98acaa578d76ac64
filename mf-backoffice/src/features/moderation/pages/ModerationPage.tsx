import { useNavigate, useSearchParams } from 'react-router';
import { Tabs } from 'mf_shared_ui/ui-data';
import { areaPath } from '../../../shared/access/areas';
import { DetailDrawer } from '../../../shared/components/DetailDrawer';
import { PageTitle } from '../../../shared/components/PageTitle';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import { useDetailRoute } from '../../../shared/hooks/useDetailRoute';
import { useListParams } from '../../../shared/hooks/useListParams';
import { CompanyFilters } from '../components/CompanyFilters';
import { CompanyReview } from '../components/CompanyReview';
import { CompanyTable } from '../components/CompanyTable';
import { JobReview } from '../components/JobReview';
import { QueueFilters } from '../components/QueueFilters';
import { QueueTable } from '../components/QueueTable';
import {
  asView,
  DEFAULT_COMPANY_STATE,
  DEFAULT_QUEUE_STATE,
  VIEWS,
  type ModerationView,
} from '../utils/moderation';

/**
 * /backoffice/moderation[/:id][?view=companies]: the jobs queue (held, reported, removed) or the companies' (reported,
 * suspended), each with its filters in the URL; a job's or a company's review over the list.
 */
export default function ModerationPage() {
  const { t } = useBackofficeT();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const view = asView(search.get('view'));
  const detail = useDetailRoute('moderation');
  // another view starts from its defaults, with no review open
  const show = (next: string) =>
    void navigate(`${areaPath('moderation')}${next === 'companies' ? '?view=companies' : ''}`);
  return (
    <>
      <PageTitle title={t('areas.moderation.title')} />
      <Tabs
        activeKey={view}
        onChange={show}
        destroyOnHidden
        items={VIEWS.map((key) => ({
          key,
          label: t(`moderation.views.${key}`),
          children:
            key === 'jobs' ? <JobsView linkTo={detail.linkTo} /> : <CompaniesView linkTo={detail.linkTo} />,
        }))}
      />
      <DetailDrawer open={detail.id !== null} title={t(DRAWER_TITLES[view])} onClose={detail.close}>
        {detail.id &&
          (view === 'companies' ? <CompanyReview id={detail.id} /> : <JobReview id={detail.id} />)}
      </DetailDrawer>
    </>
  );
}

const DRAWER_TITLES: Record<ModerationView, string> = {
  jobs: 'moderation.detailTitle',
  companies: 'moderation.companies.detailTitle',
};

function JobsView({ linkTo }: { linkTo: (id: string) => string }) {
  const list = useListParams({ state: DEFAULT_QUEUE_STATE, q: '', flag: '' });
  return (
    <>
      <QueueFilters filters={list.filters} onChange={list.update} />
      <QueueTable list={list} linkTo={linkTo} />
    </>
  );
}

function CompaniesView({ linkTo }: { linkTo: (id: string) => string }) {
  const list = useListParams({ state: DEFAULT_COMPANY_STATE, q: '' });
  return (
    <>
      <CompanyFilters filters={list.filters} onChange={list.update} />
      <CompanyTable list={list} linkTo={linkTo} />
    </>
  );
}
