import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadApiPath } from 'mf_shared_ui/platform';
import { Button, Space, Typography, notify } from 'mf_shared_ui/ui';
import { Card } from 'mf_shared_ui/ui-data';
import { DownloadOutlined } from 'mf_shared_ui/icons';
import { useCorporateCreateExportMutation, useCorporateExportQuery } from '../api/dataExportApi';

const POLL_MS = 3000;

/** The account's data as one zip; a large one is prepared in the background and offered when ready. */
export function DownloadCompanyData() {
  const { t } = useTranslation('corporate');
  const [createExport, createState] = useCorporateCreateExportMutation();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const pending = useCorporateExportQuery(pendingId ?? '', { skip: !pendingId, pollingInterval: POLL_MS });
  const ready = pendingId && pending.data?.status === 'ready' ? pending.data : null;

  const save = (id: string) =>
    downloadApiPath(
      `/corporate/data-export/${encodeURIComponent(id)}/download`,
      `company-data-${id}.zip`,
    ).catch((error: unknown) => {
      console.error('[mf-corporate] data export download failed', error);
      notify({ color: 'error', title: t('dataExport.failed') });
    });

  const start = async () => {
    try {
      const info = await createExport().unwrap();
      if (info.status === 'ready') await save(info.id);
      else setPendingId(info.id);
    } catch (error) {
      console.error('[mf-corporate] data export failed', error);
      notify({ color: 'error', title: t('dataExport.failed') });
    }
  };

  return (
    <Card title={t('dataExport.title')}>
      <Space direction="vertical">
        <Typography.Text type="secondary">{t('dataExport.text')}</Typography.Text>
        {ready ? (
          <Button
            type="primary"
            icon={<DownloadOutlined />}
            onClick={() => void save(ready.id).then(() => setPendingId(null))}
          >
            {t('dataExport.ready')}
          </Button>
        ) : pendingId ? (
          <Typography.Text>{t('dataExport.preparing')}</Typography.Text>
        ) : (
          <Button
            icon={<DownloadOutlined />}
            loading={createState.isLoading}
            onClick={() => void start()}
            data-testid="company-data-export"
          >
            {t('dataExport.button')}
          </Button>
        )}
      </Space>
    </Card>
  );
}
