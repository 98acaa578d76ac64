import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CorporateVerification } from '@jobportal/contracts';
import { MODERATION_LIMITS } from '@jobportal/contracts/bounds';
import { Button, Skeleton, Space, Tag, Typography } from 'mf_shared_ui/ui';
import { Card } from 'mf_shared_ui/ui-data';
import { Alert } from 'mf_shared_ui/ui-feedback';
import { CheckCircleOutlined, UploadOutlined } from 'mf_shared_ui/icons';
import { useLocale } from '../../../shared/hooks';
import { apiFailure } from '../../../shared/utils/errors';
import {
  useCorporateVerificationQuery,
  useRequestVerificationMutation,
  useUploadVerificationDocumentMutation,
} from '../api/verificationApi';

/** What the API takes as a company registration certificate (it checks the content again). */
export const VERIFICATION_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
const ACCEPT = [...VERIFICATION_TYPES, '.pdf', '.jpg', '.jpeg', '.png'].join(',');

function documentProblem(file: File): 'verification.wrongType' | 'verification.tooLarge' | null {
  if (!VERIFICATION_TYPES.includes(file.type)) return 'verification.wrongType';
  if (file.size > MODERATION_LIMITS.verificationDocumentMaxBytes) return 'verification.tooLarge';
  return null;
}

const STATUS_COLORS: Record<CorporateVerification['status'], string> = {
  none: 'default',
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
};

/**
 * "Verify your company" on the company profile: the state of the company's verification, and while it is not
 * verified or waiting, the upload of its registration certificate (POST /corporate/files) and the request
 * (POST /corporate/verification). A rejection shows staff's reason and lets the employer send a new document.
 */
export function VerificationPanel() {
  const { t } = useTranslation('corporate');
  const locale = useLocale();
  const headingId = useId();
  const hintId = useId();
  const query = useCorporateVerificationQuery();
  const [upload, uploading] = useUploadVerificationDocumentMutation();
  const [request, requesting] = useRequestVerificationMutation();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  /** A document uploaded by a refused request is sent again instead of uploaded twice. */
  const uploaded = useRef<{ file: File; id: string } | null>(null);

  const date = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(locale === 'th' ? 'th-TH' : 'en-GB', { dateStyle: 'long' }).format(
          new Date(iso),
        )
      : '';

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const wrong = documentProblem(chosen);
    setSent(false);
    setProblem(wrong ? t(wrong) : null);
    setFile(wrong ? null : chosen);
  };

  const submit = async () => {
    if (!file) {
      setProblem(t('verification.fileRequired'));
      return;
    }
    setProblem(null);
    try {
      const id = uploaded.current?.file === file ? uploaded.current.id : (await upload(file).unwrap()).id;
      uploaded.current = { file, id };
      await request({ file_id: id }).unwrap();
      setFile(null);
      uploaded.current = null;
      setSent(true);
    } catch (error) {
      const failure = apiFailure(error);
      if (failure?.status === 413) setProblem(t('verification.tooLarge'));
      else if (failure?.status === 415) setProblem(t('verification.wrongType'));
      else setProblem((failure?.code && failure.message) || t('verification.failed'));
    }
  };

  const v = query.data;
  const busy = uploading.isLoading || requesting.isLoading;
  const canSubmit = v?.status === 'none' || v?.status === 'rejected';

  return (
    <Card
      title={<span id={headingId}>{t('verification.title')}</span>}
      data-testid="verification-panel"
      extra={
        v && (
          <Tag
            color={STATUS_COLORS[v.status]}
            icon={v.status === 'approved' ? <CheckCircleOutlined /> : undefined}
            data-testid="verification-status"
          >
            {t(`verification.status.${v.status}`)}
          </Tag>
        )
      }
    >
      <section aria-labelledby={headingId}>
        {!v ? (
          query.error ? (
            <Alert
              type="error"
              showIcon
              title={t('common.loadFailed')}
              description={apiFailure(query.error)?.message ?? undefined}
              action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
            />
          ) : (
            <Skeleton active paragraph={{ rows: 2 }} />
          )
        ) : (
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            {v.status === 'approved' && (
              <Typography.Paragraph style={{ margin: 0 }}>
                {t('verification.approvedText')}
              </Typography.Paragraph>
            )}
            {v.status === 'pending' && (
              <Typography.Paragraph style={{ margin: 0 }} data-testid="verification-pending">
                {t('verification.pendingText', { date: date(v.submitted_at), file: v.file_name ?? '' })}
              </Typography.Paragraph>
            )}
            {sent && v.status === 'pending' && (
              <Alert
                type="success"
                showIcon
                title={t('verification.submitted')}
                data-testid="verification-sent"
              />
            )}
            {v.status === 'none' && (
              <Typography.Paragraph style={{ margin: 0 }}>{t('verification.intro')}</Typography.Paragraph>
            )}
            {v.status === 'rejected' && (
              <Alert
                type="error"
                showIcon
                data-testid="verification-rejected"
                title={t('verification.rejectedText', { date: date(v.submitted_at) })}
                description={
                  v.reason ? (
                    <>
                      <Typography.Text strong>{t('verification.reason')}: </Typography.Text>
                      <span style={{ whiteSpace: 'pre-line' }}>{v.reason}</span>
                    </>
                  ) : undefined
                }
              />
            )}
            {problem && (
              <Typography.Text type="danger" role="alert" data-testid="verification-problem">
                {problem}
              </Typography.Text>
            )}
            {canSubmit && (
              <Space orientation="vertical" size="small" style={{ width: '100%' }}>
                <Typography.Text strong>{t('verification.document')}</Typography.Text>
                <input
                  ref={fileInput}
                  type="file"
                  accept={ACCEPT}
                  onChange={onFile}
                  style={{ display: 'none' }}
                  aria-label={t('verification.document')}
                  data-testid="verification-input"
                />
                <Space wrap>
                  <Button
                    icon={<UploadOutlined />}
                    onClick={() => fileInput.current?.click()}
                    aria-describedby={hintId}
                    disabled={busy}
                  >
                    {t('verification.choose')}
                  </Button>
                  {file && (
                    <Typography.Text data-testid="verification-file">
                      {t('verification.chosen', { name: file.name })}
                    </Typography.Text>
                  )}
                </Space>
                <Typography.Text type="secondary" id={hintId}>
                  {t('verification.documentHint')}
                </Typography.Text>
                <Button
                  type="primary"
                  loading={busy}
                  onClick={() => void submit()}
                  data-testid="verification-submit"
                  style={{ alignSelf: 'flex-start' }}
                >
                  {v.status === 'rejected' ? t('verification.submitAgain') : t('verification.submit')}
                </Button>
              </Space>
            )}
          </Space>
        )}
      </section>
    </Card>
  );
}
