import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from 'mf_shared_ui/platform';
import { timeAgo } from 'mf_shared_ui/format';
import { Button, Flex, notify, Tag, Typography } from 'mf_shared_ui/ui';
import { Card } from 'mf_shared_ui/ui-data';
import { CompanyLogo } from '../../../shared/components/CompanyLogo';
import { useLocale } from '../../../shared/hooks/useLocale';
import { useCandidateInvitationsQuery, useDismissInvitationMutation } from '../api/invitationsApi';

/**
 * Invitations to apply from companies that found the profile: the job (linked), the company's message, hidden on
 * request. Nothing is shown while there are none.
 */
export function InvitationsCard() {
  const { t } = useTranslation('candidate');
  const locale = useLocale();
  const { data } = useCandidateInvitationsQuery(undefined, { refetchOnMountOrArgChange: 30 });
  const [dismiss] = useDismissInvitationMutation();
  if (!data || data.items.length === 0) return null;
  return (
    <Card title={t('invitations.title')} data-testid="job-invitations" style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        {t('invitations.hint')}
      </Typography.Paragraph>
      <Flex vertical gap={12} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {data.items.map((inv) => {
          const company = pickLocalized(inv.company, 'name', locale) || inv.company.name_th;
          return (
            <li
              key={inv.id}
              data-testid="job-invitation"
              style={{ borderTop: '1px solid #f0f0f0', paddingTop: 12 }}
            >
              <Flex gap={12} align="flex-start">
                <CompanyLogo name={company} logoUrl={inv.company.logo_url} size={40} />
                <Flex vertical gap={4} style={{ flex: 1, minWidth: 0 }}>
                  <Flex wrap gap={8} align="center">
                    <Link
                      to={`/candidate/jobs/${encodeURIComponent(inv.job.id)}`}
                      style={{ fontWeight: 600 }}
                    >
                      {inv.job.title}
                    </Link>
                    {inv.applied && <Tag color="green">{t('invitations.applied')}</Tag>}
                    {!inv.job.open && <Tag>{t('invitations.closed')}</Tag>}
                  </Flex>
                  <Typography.Text type="secondary">
                    {company} ·{' '}
                    <time dateTime={inv.created_at} suppressHydrationWarning>
                      {t('invitations.invitedAt', { time: timeAgo(inv.created_at, locale) })}
                    </time>
                  </Typography.Text>
                  {inv.message && (
                    <Typography.Paragraph
                      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 }}
                    >
                      {inv.message}
                    </Typography.Paragraph>
                  )}
                  <Flex wrap gap={8}>
                    {inv.job.open && !inv.applied && (
                      <Link to={`/candidate/jobs/${encodeURIComponent(inv.job.id)}`}>
                        <Button type="primary" size="small">
                          {t('invitations.viewJob')}
                        </Button>
                      </Link>
                    )}
                    <Button
                      size="small"
                      aria-label={t('invitations.dismissLabel', { company })}
                      onClick={() =>
                        dismiss(inv.id)
                          .unwrap()
                          .then(
                            () =>
                              notify({ color: 'success', title: t('invitations.dismissed'), timeout: 2000 }),
                            () => notify({ color: 'error', title: t('invitations.dismissFailed') }),
                          )
                      }
                    >
                      {t('invitations.dismiss')}
                    </Button>
                  </Flex>
                </Flex>
              </Flex>
            </li>
          );
        })}
      </Flex>
    </Card>
  );
}
