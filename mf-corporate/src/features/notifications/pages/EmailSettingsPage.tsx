import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from 'mf_shared_ui/platform';
import { Typography } from 'mf_shared_ui/ui';
import { EmailPreferencesForm, useEmailSettings } from 'mf_shared_ui/ui-form';
import {
  useCorporateEmailPreferencesQuery,
  useSetCorporateEmailPreferencesMutation,
} from '../api/notificationsApi';
import { PageTitle } from '../../../shared/components/PageTitle';

/** The kinds of e-mail an employer login gets (all about its company's jobs: no marketing e-mail). */
const KINDS = [
  'application_new',
  'application_withdrawn',
  'job_expiring',
  'application_message',
  'interview',
] as const;

/** /corporate/settings/notifications: which e-mails to receive and in which language (linked from every e-mail). */
export default function EmailSettingsPage() {
  const { t } = useTranslation('corporate');
  usePageMeta({ title: t('emailSettings.title'), description: t('emailSettings.title'), noindex: true });
  const settings = useEmailSettings(
    useCorporateEmailPreferencesQuery(),
    useSetCorporateEmailPreferencesMutation(),
    { saved: t('common.saved'), saveFailed: t('common.saveFailed') },
  );
  return (
    <div data-testid="page-corporate-email-settings">
      <PageTitle style={{ margin: undefined, marginTop: 0 }}>{t('emailSettings.title')}</PageTitle>
      <Typography.Paragraph type="secondary">{t('emailSettings.intro')}</Typography.Paragraph>
      <EmailPreferencesForm
        testId="email-preferences"
        {...settings}
        texts={{
          kindsTitle: t('emailSettings.kindsTitle'),
          language: t('emailSettings.language'),
          th: t('emailSettings.th'),
          en: t('emailSettings.en'),
          loadFailed: t('common.loadFailed'),
        }}
        kinds={KINDS.map((kind) => ({ kind, label: t(`emailSettings.kinds.${kind}`) }))}
      />
      <Typography.Paragraph style={{ marginTop: 24 }}>
        <Link to="/corporate/notifications">{t('emailSettings.backToNotifications')}</Link>
      </Typography.Paragraph>
    </div>
  );
}
