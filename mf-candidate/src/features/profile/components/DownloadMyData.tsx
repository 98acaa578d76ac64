import { useTranslation } from 'react-i18next';
import { downloadApiPath } from 'mf_shared_ui/platform';
import { Typography, notify } from 'mf_shared_ui/ui';
import { DataExportPanel } from 'mf_shared_ui/ui-data';
import { apiErrorBody } from '../../../shared/utils/apiError';
import { useCandidateCreateExportMutation, useLazyCandidateExportQuery } from '../api/privacyApi';

/** "Download my data": a small archive downloads at once; a large one is prepared in the background and offered. */
export function DownloadMyData() {
  const { t } = useTranslation('candidate');
  const [createExport] = useCandidateCreateExportMutation();
  const [checkExport] = useLazyCandidateExportQuery();
  return (
    <div style={{ marginTop: 16 }}>
      <Typography.Title level={5}>{t('privacy.downloadTitle')}</Typography.Title>
      <DataExportPanel
        testId="data-export"
        description={t('privacy.downloadText')}
        texts={{
          start: t('privacy.download'),
          preparing: t('privacy.downloadPreparing'),
          ready: t('privacy.downloadReady'),
        }}
        start={() => createExport().unwrap()}
        check={(id) => checkExport(id).unwrap()}
        download={(id) =>
          downloadApiPath(`/candidate/data-export/${encodeURIComponent(id)}/download`, `my-data-${id}.zip`)
        }
        onError={(error) => {
          console.error('[mf-candidate] data export failed', error);
          notify({ color: 'error', title: apiErrorBody(error)?.message ?? t('privacy.downloadFailed') });
        }}
      />
    </div>
  );
}
