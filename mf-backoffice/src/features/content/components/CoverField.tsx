import { useState } from 'react';
import { Button, Flex, Typography } from 'mf_shared_ui/ui';
import { DeleteOutlined, UploadOutlined } from 'mf_shared_ui/icons';
import { Upload } from 'mf_shared_ui/ui-overlay';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import { useStaffAction } from '../../../shared/hooks/useStaffAction';
import { useUploadPostImageMutation } from '../api/contentApi';

const MAX_BYTES = 5 * 1024 * 1024;

/** The post's cover image (a form field: value = the uploaded file's id), with its preview. */
export function CoverField(props: {
  id?: string;
  value?: string | null;
  onChange?: (id: string | null) => void;
  previewUrl: string | null;
  onPreview: (url: string | null) => void;
}) {
  const { t } = useBackofficeT();
  const [upload, { isLoading }] = useUploadPostImageMutation();
  const act = useStaffAction();
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (file: File) => {
    setProblem(null);
    if (!file.type.startsWith('image/')) return setProblem(t('content.cover.notImage'));
    if (file.size > MAX_BYTES) return setProblem(t('content.cover.tooLarge'));
    try {
      const uploaded = await act(() => upload(file).unwrap(), t('content.cover.uploaded'));
      props.onChange?.(uploaded.id);
      props.onPreview(uploaded.url);
    } catch {
      // the toast said why
    }
  };

  return (
    <Flex vertical gap={8} id={props.id}>
      {props.previewUrl && props.value ? (
        <img
          src={props.previewUrl}
          alt={t('content.cover.preview')}
          style={{ maxWidth: 320, width: '100%', borderRadius: 8, border: '1px solid #d9d9d9' }}
        />
      ) : (
        <Typography.Text type="secondary">{t('content.cover.none')}</Typography.Text>
      )}
      <Flex gap={8} wrap>
        <Upload
          accept="image/*"
          showUploadList={false}
          beforeUpload={(file) => {
            void send(file as File);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={isLoading}>
            {props.value ? t('content.cover.replace') : t('content.cover.upload')}
          </Button>
        </Upload>
        {props.value && (
          <Button
            icon={<DeleteOutlined />}
            onClick={() => {
              props.onChange?.(null);
              props.onPreview(null);
            }}
          >
            {t('content.cover.remove')}
          </Button>
        )}
      </Flex>
      {problem && (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
    </Flex>
  );
}
