import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { selectSessionUser, useAppSelector, usePageMeta } from 'mf_shared_ui/platform';
import { notify, Space, Typography } from 'mf_shared_ui/ui';
import { useCorporateProfileQuery } from '../../../shared/api/sharedApi';
import { useLookups } from '../../../shared/hooks';
import { useCreateCorporateJobMutation } from '../api/jobsApi';
import { JobForm } from '../components/JobForm';
import { draftKey, EMPTY_JOB } from '../utils/jobForm';

export default function JobCreatePage() {
  const { t } = useTranslation('corporate');
  usePageMeta({ title: t('job.createMetaTitle'), description: t('job.createMetaDescription') });
  const navigate = useNavigate();
  const user = useAppSelector(selectSessionUser);
  const { lookups, locale } = useLookups();
  const profile = useCorporateProfileQuery();
  const [create] = useCreateCorporateJobMutation();

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('job.createTitle')}
      </Typography.Title>
      <JobForm
        initialValues={EMPTY_JOB}
        storageKey={draftKey(user?.uid, null)}
        lookups={lookups}
        locale={locale}
        company={profile.data?.company}
        actions={[
          { intent: 'draft', label: t('job.saveDraft') },
          { intent: 'publish', label: t('job.publish'), primary: true },
        ]}
        onSubmit={async (input, intent) => {
          const job = await create({ ...input, publish: intent === 'publish' }).unwrap();
          notify({
            title: t(intent === 'publish' ? 'job.published' : 'job.created'),
            color: 'success',
            timeout: 2000,
          });
          void navigate(`/corporate/jobs/${job.id}`, { replace: true });
        }}
      />
    </Space>
  );
}
