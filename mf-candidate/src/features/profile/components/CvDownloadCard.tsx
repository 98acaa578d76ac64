import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CvOptions } from '@jobportal/contracts';
import { downloadApiPath } from 'mf_shared_ui/platform';
import { Button, Typography } from 'mf_shared_ui/ui';
import { Alert } from 'mf_shared_ui/ui-feedback';
import { Card } from 'mf_shared_ui/ui-data';
import { DownloadOutlined } from 'mf_shared_ui/icons';
import { cvPath } from '../../../shared/cv/cvApi';
import { CvOptionsFields } from '../../../shared/cv/CvOptionsFields';
import { CV_NS } from '../../../shared/cv/cvTexts';
import { useLocale } from '../../../shared/hooks/useLocale';

/** "Download CV": the profile as an A4 PDF made by the API, in the layout and language the candidate picks. */
export function CvDownloadCard() {
  const { t } = useTranslation(CV_NS);
  const locale = useLocale();
  const [options, setOptions] = useState<CvOptions>({ template: 'classic', lang: locale });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await downloadApiPath(cvPath(options), `CV-${options.template}-${options.lang}.pdf`);
    } catch (error) {
      console.error('[mf-candidate] CV download failed', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card
      id="section-cv"
      title={t('cardTitle')}
      style={{ marginBottom: 16, scrollMarginTop: 80 }}
      data-testid="profile-section-cv"
    >
      <Typography.Paragraph type="secondary">{t('cardText')}</Typography.Paragraph>
      <CvOptionsFields value={options} onChange={setOptions} testId="cv-download-options" />
      <Button
        type="primary"
        icon={<DownloadOutlined />}
        loading={busy}
        onClick={() => void download()}
        style={{ marginTop: 12 }}
        data-testid="cv-download"
      >
        {t('download')}
      </Button>
      {failed && (
        <Alert
          type="error"
          showIcon
          title={t('downloadFailed')}
          style={{ marginTop: 8 }}
          data-testid="cv-download-failed"
        />
      )}
    </Card>
  );
}
