import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INTERVIEW_LIMITS } from '@jobportal/contracts/bounds';
import { Button, Input, notify, Space } from 'mf_shared_ui/ui';
import { Modal } from 'mf_shared_ui/ui-overlay';
import { apiFailure } from '../utils/errors';
import { useCancelInterviewMutation } from './interviewsApi';

export interface CancelInterviewDialogProps {
  interviewId: string;
  applicationId: string;
  open: boolean;
  onClose: () => void;
}

/** Cancels an interview with an optional reason the candidate reads (both sides' calendars drop it). */
export function CancelInterviewDialog({
  interviewId,
  applicationId,
  open,
  onClose,
}: CancelInterviewDialogProps) {
  const { t } = useTranslation('corporate');
  const [cancel, state] = useCancelInterviewMutation();
  const [reason, setReason] = useState('');
  const confirm = async () => {
    try {
      await cancel({ id: interviewId, applicationId, reason: reason.trim() }).unwrap();
      notify({ title: t('interviews.cancelled'), color: 'success', timeout: 3000 });
      onClose();
    } catch (e) {
      notify({
        title: t('common.saveFailed'),
        description: apiFailure(e)?.message ?? undefined,
        color: 'error',
      });
    }
  };
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('interviews.cancelTitle')}
      destroyOnHidden
      footer={
        <Space wrap>
          <Button onClick={onClose}>{t('interviews.keep')}</Button>
          <Button danger type="primary" loading={state.isLoading} onClick={() => void confirm()}>
            {t('interviews.confirmCancel')}
          </Button>
        </Space>
      }
    >
      <label htmlFor="interview-cancel-reason" style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
        {t('interviews.cancelReason')}
      </label>
      <Input.TextArea
        id="interview-cancel-reason"
        rows={3}
        value={reason}
        maxLength={INTERVIEW_LIMITS.reasonMax}
        onChange={(e) => setReason(e.target.value)}
      />
    </Modal>
  );
}
