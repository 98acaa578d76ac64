import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CandidateProfile } from '@jobportal/contracts';
import { timeAgo } from 'mf_shared_ui/format';
import { downloadApiFile } from 'mf_shared_ui/platform';
import { Button, Flex, Typography, notify } from 'mf_shared_ui/ui';
import { Upload } from 'mf_shared_ui/ui-overlay';
import { Card } from 'mf_shared_ui/ui-data';
import { Alert } from 'mf_shared_ui/ui-feedback';
import { DownloadOutlined, FileTextOutlined, UploadOutlined } from 'mf_shared_ui/icons';
import { useCandidateUploadResumeMutation } from '../../../shared/api/applicationsApi';
import { useLocale } from '../../../shared/hooks/useLocale';
import { apiErrorBody } from '../../../shared/utils/apiError';
import { RESUME_ACCEPT, resumeProblem } from '../../../shared/utils/resumeFile';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('th-TH')} KB`;

/** Profile résumé: PDF or DOCX up to 5 MB, checked in the browser before upload (and by the API by content). */
export function ResumeCard({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation('candidate');
  const locale = useLocale();
  const [upload, state] = useCandidateUploadResumeMutation();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Card
      id="section-resume"
      title={t('profile.sections.resume')}
      style={{ marginBottom: 16, scrollMarginTop: 80 }}
      data-testid="profile-section-resume"
    >
      {profile.resume ? (
        <Flex gap={8} align="center" style={{ marginBottom: 12 }} data-testid="current-resume">
          <FileTextOutlined aria-hidden style={{ fontSize: 20 }} />
          <div>
            <Typography.Text strong>{profile.resume.name}</Typography.Text>
            <br />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {kb(profile.resume.size)} · {timeAgo(profile.resume.uploaded_at, locale)}
            </Typography.Text>
          </div>
          <Button
            icon={<DownloadOutlined />}
            data-testid="download-resume"
            onClick={() => {
              if (!profile.resume) return;
              downloadApiFile(profile.resume.id, profile.resume.name).catch((error: unknown) => {
                console.error('[mf-candidate] résumé download failed', error);
                notify({ title: t('profile.downloadResumeFailed'), color: 'error' });
              });
            }}
          >
            {t('profile.downloadResume')}
          </Button>
        </Flex>
      ) : (
        <Typography.Paragraph type="secondary">{t('profile.noResume')}</Typography.Paragraph>
      )}
      <Upload
        accept={RESUME_ACCEPT}
        showUploadList={false}
        beforeUpload={async (file) => {
          const p = resumeProblem(file);
          if (p) {
            setProblem(t(`resume.problem.${p}`));
            return false;
          }
          setProblem(null);
          try {
            await upload({ file, setAsProfileResume: true }).unwrap();
            notify({ color: 'success', title: t('profile.resumeUploaded'), timeout: 2000 });
          } catch (error) {
            setProblem(apiErrorBody(error)?.message ?? t('common.saveFailed'));
          }
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={state.isLoading} data-testid="resume-upload">
          {profile.resume ? t('profile.replaceResume') : t('profile.uploadResume')}
        </Button>
      </Upload>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: 8, marginBottom: 0 }}>
        {t('apply.resumeHint')}
      </Typography.Paragraph>
      {problem && (
        <Alert type="error" showIcon title={problem} style={{ marginTop: 8 }} data-testid="resume-problem" />
      )}
    </Card>
  );
}
