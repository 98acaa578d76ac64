import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from 'mf_shared_ui/platform';
import { Button, Col, Row, Skeleton, Typography } from 'mf_shared_ui/ui';
import { Alert } from 'mf_shared_ui/ui-feedback';
import { useCandidateProfileQuery } from '../../../shared/api/sharedApi';
import { PageContainer } from '../../../shared/components/PageContainer';
import { DeleteAccountCard } from '../components/DeleteAccountCard';
import { PrivacyCard } from '../components/PrivacyCard';
import { ProfileForm } from '../components/ProfileForm';
import { ResumeCard } from '../components/ResumeCard';
import { CvDownloadCard } from '../components/CvDownloadCard';

/** /candidate/profile */
export default function ProfilePage() {
  const { t } = useTranslation('candidate');
  const { hash } = useLocation();
  const {
    data: profile,
    isLoading,
    isFetching,
    error,
    refetch,
  } = useCandidateProfileQuery(undefined, { refetchOnMountOrArgChange: true });
  // The form takes its values once: wait for the fresh profile, not a cached copy that is being refetched.
  const [formReady, setFormReady] = useState(false);
  useEffect(() => {
    if (profile && !isFetching) setFormReady(true);
  }, [profile, isFetching]);
  usePageMeta({ title: t('meta.profile.title'), description: t('meta.profile.description'), noindex: true });

  // Links from the overview ("what to add next") point at a section.
  useEffect(() => {
    if (!profile || !hash) return;
    const el = document.getElementById(decodeURIComponent(hash.slice(1)));
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el?.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  }, [profile, hash]);

  return (
    <PageContainer testId="page-candidate-profile">
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {t('profile.title')}
      </Typography.Title>
      {error && !profile && (
        <Alert
          type="error"
          showIcon
          title={t('common.loadError')}
          action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
        />
      )}
      {(isLoading || (profile && !formReady)) && <Skeleton active paragraph={{ rows: 12 }} />}
      {profile && formReady && (
        <Row gutter={[24, 0]}>
          <Col xs={24} lg={16}>
            <ProfileForm key={profile.uid} profile={profile} />
          </Col>
          <Col xs={24} lg={8}>
            <ResumeCard profile={profile} />
            <CvDownloadCard />
            <PrivacyCard profile={profile} />
            <DeleteAccountCard />
          </Col>
        </Row>
      )}
    </PageContainer>
  );
}
