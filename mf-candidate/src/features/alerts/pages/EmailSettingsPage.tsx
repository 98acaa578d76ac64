import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from 'mf_shared_ui/platform';
import { Typography } from 'mf_shared_ui/ui';
import { EmailPreferencesForm, useEmailSettings } from 'mf_shared_ui/ui-form';
import { PageContainer } from '../../../shared/components/PageContainer';
import { useCandidateEmailPreferencesQuery, useSetCandidateEmailPreferencesMutation } from '../api/alertsApi';

/**
 * The kinds of e-mail a candidate gets; digests and the weekly "jobs you may like" are marketing e-mail (they need
 * the marketing consent).
 */
const MARKETING = new Set<string>(['saved_search_digest', 'job_recommendations']);
const KINDS = [
  'saved_search_digest',
  'job_recommendations',
  'application_status',
  'application_message',
  'job_invitation',
  'interview',
] as const;

/** /candidate/settings/notifications: which e-mails to receive and in which language (linked from every e-mail). */
export default function EmailSettingsPage() {
  const { t } = useTranslation('candidate');
  usePageMeta({ title: t('emailSettings.title'), description: t('emailSettings.title'), noindex: true });
  const query = useCandidateEmailPreferencesQuery();
  const settings = useEmailSettings(query, useSetCandidateEmailPreferencesMutation(), {
    saved: t('common.saved'),
    saveFailed: t('common.saveFailed'),
  });
  return (
    <PageContainer testId="page-candidate-email-settings">
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {t('emailSettings.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('emailSettings.intro')}</Typography.Paragraph>
      <EmailPreferencesForm
        testId="email-preferences"
        {...settings}
        texts={{
          kindsTitle: t('emailSettings.kindsTitle'),
          language: t('emailSettings.language'),
          th: t('emailSettings.th'),
          en: t('emailSettings.en'),
          loadFailed: t('emailSettings.loadFailed'),
        }}
        kinds={KINDS.map((kind) => ({
          kind,
          label: t(`emailSettings.kinds.${kind}`),
          description: t(`emailSettings.hints.${kind}`),
          blocked:
            MARKETING.has(kind) && query.data?.marketing_consent === false
              ? t('emailSettings.needsMarketingConsent')
              : undefined,
        }))}
      />
      <Typography.Paragraph style={{ marginTop: 24 }}>
        <Link to="/candidate/notifications">{t('emailSettings.backToNotifications')}</Link>
      </Typography.Paragraph>
    </PageContainer>
  );
}
