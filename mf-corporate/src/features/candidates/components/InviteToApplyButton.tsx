import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVITATION_LIMITS } from '@jobportal/contracts/templates';
import { roleCan } from '@jobportal/contracts/team';
import { Button, Input, notify, Space, Typography } from 'mf_shared_ui/ui';
import { Select } from 'mf_shared_ui/ui-form';
import { Modal } from 'mf_shared_ui/ui-overlay';
import { Alert } from 'mf_shared_ui/ui-feedback';
import { SendOutlined } from 'mf_shared_ui/icons';
import { useCorporateJobsQuery, useCorporateProfileQuery } from '../../../shared/api/sharedApi';
import { apiFailure } from '../../../shared/utils/errors';
import { useInviteToApplyMutation } from '../api/invitationsApi';

/**
 * "เชิญสมัครงาน": one of the company's open jobs and an optional message to a candidate who lets employers find
 * them (the API refuses anyone else, a second invitation to the same job and a candidate who already applied).
 */
export function InviteToApplyButton({ uid, name }: { uid: string; name: string }) {
  const { t } = useTranslation('corporate');
  const [open, setOpen] = useState(false);
  const [jobId, setJobId] = useState<string | undefined>();
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const role = useCorporateProfileQuery().data?.role;
  const jobs = useCorporateJobsQuery({ status: 'published' }, { skip: !open });
  const [invite, inviting] = useInviteToApplyMutation();
  if (role && !roleCan(role, 'candidates:invite')) return null;

  const openJobs = (jobs.data ?? []).filter((j) => j.status === 'published' && j.moderation === 'clear');
  const close = () => {
    setOpen(false);
    setProblem(null);
  };
  const send = async () => {
    if (!jobId) {
      setProblem(t('invite.jobRequired'));
      return;
    }
    try {
      await invite({
        uid,
        input: { job_id: jobId, ...(message.trim() ? { message: message.trim() } : {}) },
      }).unwrap();
      notify({ title: t('invite.sent', { name }), color: 'success', timeout: 3000 });
      setJobId(undefined);
      setMessage('');
      close();
    } catch (e) {
      setProblem(apiFailure(e)?.message ?? t('common.saveFailed'));
    }
  };

  return (
    <>
      <Button icon={<SendOutlined />} onClick={() => setOpen(true)} data-testid="invite-to-apply">
        {t('invite.button')}
      </Button>
      <Modal
        open={open}
        title={t('invite.title', { name })}
        onCancel={close}
        destroyOnHidden
        footer={
          <Space wrap>
            <Button onClick={close}>{t('invite.cancel')}</Button>
            <Button
              type="primary"
              loading={inviting.isLoading}
              onClick={() => void send()}
              data-testid="invite-send"
            >
              {t('invite.send')}
            </Button>
          </Space>
        }
      >
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <div>
            <label
              htmlFor={`invite-job-${uid}`}
              style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}
            >
              {t('invite.job')}
            </label>
            <Select
              id={`invite-job-${uid}`}
              value={jobId}
              placeholder={t('invite.jobPlaceholder')}
              loading={jobs.isLoading}
              onChange={(v: string) => {
                setJobId(v);
                setProblem(null);
              }}
              style={{ width: '100%' }}
              options={openJobs.map((j) => ({ value: j.id, label: j.title }))}
              notFoundContent={t('invite.noOpenJobs')}
            />
          </div>
          <div>
            <label
              htmlFor={`invite-message-${uid}`}
              style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}
            >
              {t('invite.message')}
            </label>
            <Input.TextArea
              id={`invite-message-${uid}`}
              value={message}
              maxLength={INVITATION_LIMITS.messageMax}
              showCount
              autoSize={{ minRows: 3, maxRows: 8 }}
              placeholder={t('invite.messagePlaceholder')}
              onChange={(e) => setMessage(e.target.value)}
            />
          </div>
          <Typography.Text type="secondary">{t('invite.hint')}</Typography.Text>
          {problem && <Alert type="error" showIcon title={problem} />}
        </Space>
      </Modal>
    </>
  );
}
