import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { selectSessionUser, useAppSelector, usePageMeta } from 'mf_shared_ui/platform';
import { notify, Space } from 'mf_shared_ui/ui';
import { Alert } from 'mf_shared_ui/ui-feedback';
import { roleCan } from '@jobportal/contracts/team';
import { useCorporateProfileQuery } from '../../../shared/api/sharedApi';
import { useLookups } from '../../../shared/hooks';
import { useCreateCorporateJobMutation } from '../api/jobsApi';
import { JobForm } from '../components/JobForm';
import { useScreeningQuestions } from '../hooks/useScreeningQuestions';
import { useNewJobTeam } from '../hooks/useNewJobTeam';
import { draftKey, EMPTY_JOB } from '../utils/jobForm';
import { PageTitle } from '../../../shared/components/PageTitle';

export default function JobCreatePage() {
  const { t } = useTranslation('corporate');
  usePageMeta({ title: t('job.createMetaTitle'), description: t('job.createMetaDescription') });
  const navigate = useNavigate();
  const user = useAppSelector(selectSessionUser);
  const { lookups, locale } = useLookups();
  const profile = useCorporateProfileQuery();
  const [create] = useCreateCorporateJobMutation();
  const screening = useScreeningQuestions(null);
  const jobTeam = useNewJobTeam(profile.data?.uid);
  // viewers read the company's jobs but post none (issue 43); the API refuses them too
  const canCreate = !profile.data || roleCan(profile.data.role, 'job:create');

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <PageTitle>{t('job.createTitle')}</PageTitle>
      {!canCreate && (
        <Alert type="info" showIcon title={t('team.job.cannotCreate')} data-testid="job-cannot-create" />
      )}
      {canCreate && (
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
          sections={
            <>
              {screening.element}
              {jobTeam.element}
            </>
          }
          onSubmit={async (input, intent) => {
            if (!screening.validate()) throw new Error(t('screening.errors.fix'));
            const job = await create({ ...input, publish: intent === 'publish' }).unwrap();
            // the job exists now: a failed save of its questions must not make a retry create it twice
            const questionsSaved = await screening.save(job.id).then(
              () => true,
              () => false,
            );
            notify({
              title: t(intent === 'publish' ? 'job.published' : 'job.created'),
              color: 'success',
              timeout: 2000,
            });
            if (!questionsSaved) notify({ title: t('screening.errors.notSavedWithJob'), color: 'warning' });
            const teamSaved = await jobTeam.save(job.id).then(
              () => true,
              () => false,
            );
            if (!teamSaved) notify({ title: t('team.job.notSavedWithJob'), color: 'warning' });
            void navigate(`/corporate/jobs/${job.id}`, { replace: true });
          }}
        />
      )}
    </Space>
  );
}
