import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus, ExportFormat } from '@jobportal/contracts';
import { downloadApiPath } from 'mf_shared_ui/platform';
import { Button, notify, Space, Tooltip } from 'mf_shared_ui/ui';
import { DownloadOutlined, FileExcelOutlined } from 'mf_shared_ui/icons';

export interface ExportApplicantsButtonsProps {
  jobId: string;
  jobTitle: string;
  /** the board's filters the file follows */
  status: ApplicationStatus | null;
  answer: string | null;
}

/** The export query of the API (the same filters as the pipeline's list). */
export function exportPath(
  jobId: string,
  format: ExportFormat,
  status: ApplicationStatus | null,
  answer: string | null,
) {
  const query = new URLSearchParams({ format });
  if (status) query.set('status', status);
  if (answer) query.set('answer', answer);
  return `/corporate/jobs/${encodeURIComponent(jobId)}/applications/export?${query.toString()}`;
}

/** "Export CSV / Excel": the job's applicants as a file (job:export; the API leaves out whom PDPA requires). */
export function ExportApplicantsButtons({ jobId, jobTitle, status, answer }: ExportApplicantsButtonsProps) {
  const { t } = useTranslation('corporate');
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const run = async (format: ExportFormat) => {
    setBusy(format);
    const day = new Date().toISOString().slice(0, 10);
    const safeTitle =
      jobTitle
        .replace(/[\\/:*?"<>|]+/g, ' ')
        .trim()
        .slice(0, 60) || 'job';
    try {
      await downloadApiPath(exportPath(jobId, format, status, answer), `${safeTitle} ${day}.${format}`);
    } catch (error) {
      const limited = error instanceof Error && error.message.endsWith('429');
      notify({ title: t(limited ? 'screening.export.limited' : 'screening.export.failed'), color: 'error' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Tooltip title={t('screening.export.hint')}>
      <Space.Compact data-testid="export-applicants">
        <Button icon={<DownloadOutlined />} loading={busy === 'csv'} onClick={() => void run('csv')}>
          {t('screening.export.csv')}
        </Button>
        <Button icon={<FileExcelOutlined />} loading={busy === 'xlsx'} onClick={() => void run('xlsx')}>
          {t('screening.export.xlsx')}
        </Button>
      </Space.Compact>
    </Tooltip>
  );
}
