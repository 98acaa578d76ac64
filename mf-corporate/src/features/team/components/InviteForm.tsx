import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { INVITABLE_TEAM_ROLES, type InvitableTeamRole } from '@jobportal/contracts/team';
import { COMPANY_LIMITS } from '@jobportal/contracts/bounds';
import { Button, Input, notify, Typography } from 'mf_shared_ui/ui';
import { Select } from 'mf_shared_ui/ui-form';
import { isValidEmail } from 'mf_shared_ui/validation';
import { Card } from 'mf_shared_ui/ui-data';
import { useLocale } from '../../../shared/hooks';
import { apiFailure } from '../../../shared/utils/errors';
import { useInviteMemberMutation } from '../api/teamApi';

/** E-mail, role and the e-mail's language; the API sends the link (7 days) through its queue. */
export function InviteForm() {
  const { t } = useTranslation('corporate');
  const uiLocale = useLocale();
  const [invite, { isLoading }] = useInviteMemberMutation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableTeamRole>('recruiter');
  const [locale, setLocale] = useState<'th' | 'en'>(uiLocale);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: SyntheticEvent) => {
    e.preventDefault();
    const address = email.trim();
    if (!isValidEmail(address)) {
      setError(t('team.invite.emailInvalid'));
      return;
    }
    setError(null);
    try {
      const sent = await invite({ email: address, role, locale }).unwrap();
      notify({ title: t('team.invite.sent', { email: sent.email }), color: 'success', timeout: 3000 });
      setEmail('');
    } catch (failure) {
      const f = apiFailure(failure);
      const field = f?.fields.find((x) => x.field === 'email');
      if (field) setError(field.message);
      else notify({ title: t('team.actionFailed'), description: f?.message ?? undefined, color: 'error' });
    }
  };

  return (
    <Card size="small" title={t('team.invite.title')}>
      <form onSubmit={(e) => void submit(e)} data-testid="team-invite-form" noValidate>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end' }}>
          <label style={{ flex: '1 1 260px', display: 'flex', flexDirection: 'column', gap: 4 }}>
            <span>{t('team.invite.email')}</span>
            <Input
              type="email"
              value={email}
              maxLength={COMPANY_LIMITS.emailMax}
              placeholder={t('team.invite.emailPlaceholder')}
              status={error ? 'error' : undefined}
              aria-invalid={error ? true : undefined}
              onChange={(e) => setEmail(e.target.value)}
              data-testid="team-invite-email"
            />
          </label>
          <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
            <span>{t('team.invite.role')}</span>
            {/* the design system's select, as in the rest of the employer's forms (not a native one) */}
            <Select
              value={role}
              onChange={(next: InvitableTeamRole) => setRole(next)}
              options={INVITABLE_TEAM_ROLES.map((r) => ({ value: r, label: t(`team.roles.${r}`) }))}
              aria-label={t('team.invite.role')}
              style={{ minWidth: 140 }}
              data-testid="team-invite-role"
            />
          </label>
          <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
            <span>{t('team.invite.locale')}</span>
            <Select
              value={locale}
              onChange={(next: 'th' | 'en') => setLocale(next)}
              options={(['th', 'en'] as const).map((l) => ({
                value: l,
                label: t(`team.invite.locales.${l}`),
              }))}
              aria-label={t('team.invite.locale')}
              style={{ minWidth: 140 }}
              data-testid="team-invite-locale"
            />
          </label>
          <Button type="primary" htmlType="submit" loading={isLoading} data-testid="team-invite-submit">
            {t('team.invite.submit')}
          </Button>
        </div>
        {error && (
          <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 8 }}>
            {error}
          </Typography.Text>
        )}
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {t(`team.roleHelp.${role}`)}
          <br />
          {t('team.invite.hint')}
        </Typography.Paragraph>
      </form>
    </Card>
  );
}
