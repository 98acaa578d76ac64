import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_LIMITS } from '@jobportal/contracts/bounds';
import { Button, Flex, Input, Tag, Typography, notify } from 'mf_shared_ui/ui';
import { PaperClipOutlined, SendOutlined } from 'mf_shared_ui/icons';
import { apiErrorBody } from '../../../shared/utils/apiError';
import {
  useSendCandidateMessageMutation,
  useUploadCandidateAttachmentMutation,
} from '../../../shared/messages/messagesApi';

/** The attachment limit of the API (PDF, DOCX or a picture, 5 MB); the API checks the content itself. */
const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = '.pdf,.docx,.png,.jpg,.jpeg,.webp';

/** The compose box: a message and at most one file, uploaded when the message is sent. */
export function ComposeMessage({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('candidate');
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [send, sendState] = useSendCandidateMessageMutation();
  const [uploadFile, uploadState] = useUploadCandidateAttachmentMutation();
  const busy = sendState.isLoading || uploadState.isLoading;

  const submit = async () => {
    const text = body.trim();
    if (!text) return;
    try {
      const attachment = file ? await uploadFile({ applicationId, file }).unwrap() : null;
      await send({ applicationId, body: text, attachmentFileId: attachment?.id ?? null }).unwrap();
      setBody('');
      setFile(null);
    } catch (e) {
      notify({
        title: t('messages.sendFailed'),
        description: apiErrorBody(e)?.message ?? undefined,
        color: 'error',
      });
    }
  };

  return (
    <div data-testid="message-compose" style={{ marginTop: 12 }}>
      <Input.TextArea
        value={body}
        onChange={(e) => setBody(e.target.value)}
        rows={3}
        maxLength={MESSAGE_LIMITS.bodyMax}
        aria-label={t('messages.compose')}
        placeholder={t('messages.placeholder')}
        data-testid="message-input"
      />
      <input
        ref={picker}
        type="file"
        accept={ACCEPT}
        hidden
        data-testid="message-file-input"
        aria-label={t('messages.attach')}
        onChange={(e) => {
          const chosen = e.target.files?.[0] ?? null;
          e.target.value = '';
          if (chosen && chosen.size > ATTACHMENT_MAX_BYTES) {
            notify({ title: t('messages.fileTooLarge'), color: 'error' });
            return;
          }
          setFile(chosen);
        }}
      />
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 8 }}>
        <Flex align="center" gap={8} wrap style={{ minWidth: 0 }}>
          <Button icon={<PaperClipOutlined />} onClick={() => picker.current?.click()} disabled={busy}>
            {t('messages.attach')}
          </Button>
          {file && (
            <Tag closable onClose={() => setFile(null)} data-testid="message-file" style={{ maxWidth: 220 }}>
              <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{file.name}</span>
            </Tag>
          )}
        </Flex>
        <Button
          type="primary"
          icon={<SendOutlined />}
          onClick={() => void submit()}
          loading={busy}
          disabled={!body.trim()}
          data-testid="message-send"
        >
          {t('messages.send')}
        </Button>
      </Flex>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, marginTop: 4 }}>
        {t('messages.attachHint')}
      </Typography.Text>
    </div>
  );
}
