import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { JobDetail } from '@jobportal/contracts';
import {
  selectPendingIntent,
  selectSession,
  uiActions,
  useAppDispatch,
  useAppSelector,
} from 'mf_shared_ui/platform';
import { timeAgo } from 'mf_shared_ui/format';
import { Button, Space, Typography, notify } from 'mf_shared_ui/ui';
import { Alert } from 'mf_shared_ui/ui-content';
import { SendOutlined } from 'mf_shared_ui/icons';
import { useCandidateWithdrawMutation } from '../../../shared/api/applicationsApi';
import { useCandidateProfileQuery } from '../../../shared/api/sharedApi';
import { FINAL_STATUSES, StatusTag } from '../../../shared/components/StatusTag';
import { useLocale } from '../../../shared/hooks/useLocale';
import { apiErrorBody } from '../../../shared/utils/apiError';

// A guest's job page (and its server render) needs neither: the form and overlay groups of the design system load
// when a signed-in candidate's panel shows them.
const ApplyModal = lazy(() => import('./ApplyModal').then((m) => ({ default: m.ApplyModal })));
const Popconfirm = lazy(() => import('mf_shared_ui/ui-overlay').then((m) => ({ default: m.Popconfirm })));

/** Apply button, or the existing application's status with a withdraw action (an application exists once). */
export function ApplyPanel({ job, onChanged }: { job: JobDetail; onChanged: () => void }) {
  const { t } = useTranslation('candidate');
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  const intent = useAppSelector(selectPendingIntent);
  const isCandidate = session.userType === 'candidate';
  // Facebook and LINE sign-ins count as verified (their e-mail is never marked verified; api/src/auth/verifier.ts).
  const verified = Boolean(
    session.user?.emailVerified ||
    session.user?.providerIds.some((id) => id === 'facebook.com' || id === 'oidc.line'),
  );
  const [open, setOpen] = useState(false);
  const { data: profile } = useCandidateProfileQuery(undefined, { skip: !isCandidate || !open });
  const [withdraw, withdrawState] = useCandidateWithdrawMutation();
  const mine = job.my_application;

  // A guest who clicked "apply" and then logged in through the modal continues here.
  useEffect(() => {
    if (isCandidate && intent?.type === 'apply' && intent.payload === job.id) {
      dispatch(uiActions.clearPendingIntent());
      if (!mine) setOpen(true);
    }
  }, [dispatch, intent, isCandidate, job.id, mine]);

  if (mine) {
    const canWithdraw = !FINAL_STATUSES.includes(mine.status);
    const withdrawButton = (
      <Button danger data-testid="withdraw-button">
        {t('apply.withdraw')}
      </Button>
    );
    return (
      <div data-testid="my-application">
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Space wrap>
            <Typography.Text>{t('apply.yourStatus')}</Typography.Text>
            <StatusTag status={mine.status} />
          </Space>
          <Typography.Text type="secondary">
            {t('apply.appliedAt', { when: timeAgo(mine.applied_at, locale) })}
          </Typography.Text>
          <Space wrap>
            <Link to="/candidate/activities?tab=applications">{t('apply.viewApplications')}</Link>
            {canWithdraw && (
              // Until the overlay group is there (a moment after the panel shows) the button shows without it.
              <Suspense fallback={withdrawButton}>
                <Popconfirm
                  title={t('apply.withdrawConfirmTitle')}
                  description={t('apply.withdrawConfirm')}
                  okText={t('apply.withdraw')}
                  cancelText={t('common.cancel')}
                  okButtonProps={{ danger: true, loading: withdrawState.isLoading }}
                  onConfirm={async () => {
                    try {
                      await withdraw({ applicationId: mine.id, jobId: job.id }).unwrap();
                      notify({ color: 'success', title: t('apply.withdrawn'), timeout: 2000 });
                      onChanged();
                    } catch (error) {
                      notify({
                        color: 'error',
                        title: apiErrorBody(error)?.message ?? t('common.saveError'),
                      });
                    }
                  }}
                >
                  {withdrawButton}
                </Popconfirm>
              </Suspense>
            )}
          </Space>
        </Space>
      </div>
    );
  }

  if (job.status !== 'published') return <Alert type="warning" showIcon title={t('apply.closed')} />;

  return (
    <>
      {isCandidate && !verified && (
        <Alert type="warning" showIcon title={t('apply.verifyFirst')} style={{ marginBottom: 8 }} />
      )}
      <Button
        type="primary"
        size="large"
        block
        icon={<SendOutlined />}
        data-testid="apply-button"
        disabled={isCandidate && !verified}
        onClick={() => {
          if (!isCandidate) {
            dispatch(
              uiActions.openLoginModal({ kind: 'candidate', intent: { type: 'apply', payload: job.id } }),
            );
            return;
          }
          setOpen(true);
        }}
      >
        {t('apply.button')}
      </Button>
      {isCandidate && (
        <Suspense fallback={null}>
          <ApplyModal
            open={open}
            jobId={job.id}
            jobTitle={job.title}
            profile={profile}
            onClose={() => setOpen(false)}
            onAlreadyApplied={onChanged}
          />
        </Suspense>
      )}
    </>
  );
}
