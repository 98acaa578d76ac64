import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadApiPath } from 'mf_shared_ui/platform';
import { Button, Space, Typography, notify } from 'mf_shared_ui/ui';
import { DownloadOutlined } from 'mf_shared_ui/icons';
import { apiErrorBody } from '../../../shared/utils/apiError';
import { useCandidateCreateExportMutation, useCandidateExportQuery } from '../api/privacyApi';

const POLL_MS = 3000;

/** "Download my data": a small archive downloads at once; a large one is prepared in the background and offered. */
export function DownloadMyData() {
  const { t } = useTranslation('candidate');
  const [createExport, createState] = useCandidateCreateExportMutation();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const pending = useCandidateExportQuery(pendingId ?? '', { skip: !pendingId, pollingInterval: POLL_MS });
  const ready = pendingId && pending.data?.status === 'ready' ? pending.data : null;

  const save = (id: string) =>
    downloadApiPath(`/candidate/data-export/${encodeURIComponent(id)}/download`, `my-data-${id}.zip`).catch(
      (error: unknown) => {
        console.error('[mf-candidate] data export download failed', error);
        notify({ color: 'error', title: t('privacy.downloadFailed') });
      },
    );

  const start = async () => {
    try {
      const info = await createExport().unwrap();
      if (info.status === 'ready') await save(info.id);
      else setPendingId(info.id);
    } catch (error) {
      notify({ color: 'error', title: apiErrorBody(error)?.message ?? t('privacy.downloadFailed') });
    }
  };

  return (
    <Space direction="vertical" style={{ marginTop: 16 }}>
      <Typography.Title level={5}>{t('privacy.downloadTitle')}</Typography.Title>
      <Typography.Text type="secondary">{t('privacy.downloadText')}</Typography.Text>
      {ready ? (
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          onClick={() => void save(ready.id).then(() => setPendingId(null))}
          data-testid="data-export-ready"
        >
          {t('privacy.downloadReady')}
        </Button>
      ) : pendingId ? (
        <Typography.Text data-testid="data-export-pending">{t('privacy.downloadPreparing')}</Typography.Text>
      ) : (
        <Button
          icon={<DownloadOutlined />}
          loading={createState.isLoading}
          onClick={() => void start()}
          data-testid="data-export"
        >
          {t('privacy.download')}
        </Button>
      )}
    </Space>
  );
}
