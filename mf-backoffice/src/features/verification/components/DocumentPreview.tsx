import { useEffect, useState } from 'react';
import type { VerificationRequest } from '@jobportal/contracts';
import { Button, Flex, Typography } from 'mf_shared_ui/ui';
import { FileTextOutlined } from 'mf_shared_ui/icons';
import { fetchStaffFile } from '../../../shared/api/staffFile';
import { ErrorState, LoadingState } from '../../../shared/components/States';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import { formatBytes } from '../../../shared/utils/format';
import { verificationFilePath } from '../api/verificationApi';

type StoredFile = NonNullable<VerificationRequest['file']>;

/**
 * The company's document, fetched with the staff token: an image is shown here, anything else (a PDF) opens in a
 * new tab from a blob URL. A document erased since (a privacy erasure) is said to be gone.
 */
export function DocumentPreview({ verification }: { verification: VerificationRequest }) {
  const { t } = useBackofficeT();
  if (!verification.file)
    return <Typography.Text type="secondary">{t('verification.fileErased')}</Typography.Text>;
  return <StoredDocument verification={verification} file={verification.file} />;
}

function StoredDocument({ verification, file }: { verification: VerificationRequest; file: StoredFile }) {
  const { t, locale } = useBackofficeT();
  const isImage = file.mime.startsWith('image/');
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let objectUrl: string | null = null;
    let cancelled = false;
    setError(null);
    setUrl(null);
    fetchStaffFile(verificationFilePath(verification.id))
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch((e: unknown) => !cancelled && setError(e));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [verification.id, attempt]);

  return (
    <Flex vertical gap={8}>
      <Typography.Text>
        <FileTextOutlined aria-hidden /> {file.name} ({formatBytes(file.size, locale)})
      </Typography.Text>
      {error ? (
        <ErrorState error={error} onRetry={() => setAttempt((n) => n + 1)} />
      ) : !url ? (
        <LoadingState label={t('verification.loadingFile')} />
      ) : isImage ? (
        <img
          src={url}
          alt={t('verification.documentOf', { company: verification.company_name })}
          style={{ maxWidth: '100%', border: '1px solid #d9d9d9', borderRadius: 8 }}
        />
      ) : (
        <Button onClick={() => window.open(url, '_blank', 'noopener')}>{t('verification.openFile')}</Button>
      )}
    </Flex>
  );
}
