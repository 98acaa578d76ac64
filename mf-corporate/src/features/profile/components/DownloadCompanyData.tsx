import { useTranslation } from 'react-i18next';
import { downloadApiPath } from 'mf_shared_ui/platform';
import { notify } from 'mf_shared_ui/ui';
import { Card, DataExportPanel } from 'mf_shared_ui/ui-data';
import { useCorporateCreateExportMutation, useLazyCorporateExportQuery } from '../api/dataExportApi';

/** The account's data as one zip; a large one is prepared in the background and offered when ready. */
export function DownloadCompanyData() {
  const { t } = useTranslation('corporate');
  const [createExport] = useCorporateCreateExportMutation();
  const [checkExport] = useLazyCorporateExportQuery();
  return (
    <Card title={t('dataExport.title')}>
      <DataExportPanel
        testId="company-data-export"
        description={t('dataExport.text')}
        texts={{
          start: t('dataExport.button'),
          preparing: t('dataExport.preparing'),
          ready: t('dataExport.ready'),
        }}
        start={() => createExport().unwrap()}
        check={(id) => checkExport(id).unwrap()}
        download={(id) =>
          downloadApiPath(
            `/corporate/data-export/${encodeURIComponent(id)}/download`,
            `company-data-${id}.zip`,
          )
        }
        onError={(error) => {
          console.error('[mf-corporate] data export failed', error);
          notify({ color: 'error', title: t('dataExport.failed') });
        }}
      />
    </Card>
  );
}
