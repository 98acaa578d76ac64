import { Typography } from 'mf_shared_ui/ui';
import { PageTitle } from '../../../shared/components/PageTitle';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import { useListParams } from '../../../shared/hooks/useListParams';
import { oneOf } from '../../../shared/utils/enums';
import { RELEASE_REMOTES } from '../api/releasesApi';
import { ReleaseHistory } from '../components/ReleaseHistory';
import { ReleaseStatusPanel } from '../components/ReleaseStatusPanel';

/** /backoffice/releases: what each remote serves and the changes to it (issue 42), and the release history. */
export default function ReleasesPage() {
  const { t } = useBackofficeT();
  // the history's remote filter in the URL (?remote=mf-public)
  const list = useListParams({ remote: '' });
  const remote = oneOf(RELEASE_REMOTES, list.filters.remote, '' as const);
  return (
    <>
      <PageTitle title={t('areas.releases.title')} />
      <ReleaseStatusPanel />
      <section aria-labelledby="releases-history" style={{ marginTop: 32 }}>
        <Typography.Title level={2} id="releases-history" style={{ fontSize: 18 }}>
          {t('releases.history.title')}
        </Typography.Title>
        <ReleaseHistory filters={{ remote }} onRemote={(value) => list.update({ remote: value })} />
      </section>
    </>
  );
}
