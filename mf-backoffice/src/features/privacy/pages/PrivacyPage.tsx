import { useSearchParams } from 'react-router';
import { Tabs } from 'mf_shared_ui/ui-data';
import { PageTitle } from '../../../shared/components/PageTitle';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import { ErasuresTable } from '../components/ErasuresTable';
import { NewRequest } from '../components/NewRequest';
import { RequestsTable } from '../components/RequestsTable';

const TABS = ['requests', 'new', 'erasures'] as const;

/** /backoffice/privacy: PDPA requests, an operator's new request, and the erasure audit. */
export default function PrivacyPage() {
  const { t } = useBackofficeT();
  const [search, setSearch] = useSearchParams();
  const tab = (TABS as readonly string[]).includes(search.get('tab') ?? '') ? search.get('tab')! : 'requests';
  const show = (key: string) => setSearch(key === 'requests' ? {} : { tab: key });
  return (
    <>
      <PageTitle title={t('areas.privacy.title')} />
      <Tabs
        activeKey={tab}
        onChange={show}
        destroyOnHidden
        items={[
          { key: 'requests', label: t('privacy.tabs.requests'), children: <RequestsTable /> },
          {
            key: 'new',
            label: t('privacy.tabs.new'),
            children: <NewRequest onCreated={() => show('requests')} />,
          },
          { key: 'erasures', label: t('privacy.tabs.erasures'), children: <ErasuresTable /> },
        ]}
      />
    </>
  );
}
