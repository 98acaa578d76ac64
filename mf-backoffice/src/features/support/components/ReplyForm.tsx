import { useId, useState } from 'react';
import { Button, Flex, Input, Typography } from 'mf_shared_ui/ui';
import { Checkbox } from 'mf_shared_ui/ui-form';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import { useStaffAction } from '../../../shared/hooks/useStaffAction';
import { SUPPORT_LIMITS, useReplySupportMutation } from '../api/supportApi';

/** A reply by e-mail to the sender (in the language they wrote in), optionally closing the conversation. */
export function ReplyForm({ id, locale }: { id: string; locale: 'th' | 'en' }) {
  const { t } = useBackofficeT();
  const [reply, { isLoading }] = useReplySupportMutation();
  const act = useStaffAction();
  const [body, setBody] = useState('');
  const [close, setClose] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();
  const errorId = useId();

  const send = async () => {
    if (!body.trim()) return setProblem(t('support.replyRequired'));
    try {
      await act(() => reply({ id, body: body.trim(), close }).unwrap(), t('support.replied'));
      setBody('');
      setClose(false);
    } catch {
      // the toast said why; the text stays
    }
  };

  return (
    <Flex vertical gap={8}>
      <label htmlFor={fieldId}>
        <Typography.Text strong>{t('support.reply')}</Typography.Text>{' '}
        <Typography.Text type="secondary">({t(`support.writesIn.${locale}`)})</Typography.Text>
      </label>
      <Input.TextArea
        id={fieldId}
        rows={5}
        maxLength={SUPPORT_LIMITS.replyMax}
        value={body}
        status={problem ? 'error' : undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        onChange={(e) => {
          setBody(e.target.value);
          setProblem(null);
        }}
      />
      {problem && (
        <Typography.Text type="danger" id={errorId} role="alert">
          {problem}
        </Typography.Text>
      )}
      <Flex gap={12} wrap align="center" justify="space-between">
        <Checkbox checked={close} onChange={(e) => setClose(e.target.checked)}>
          {t('support.closeAfter')}
        </Checkbox>
        <Button type="primary" loading={isLoading} onClick={() => void send()}>
          {t('support.send')}
        </Button>
      </Flex>
    </Flex>
  );
}
