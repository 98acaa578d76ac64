import { useTranslation } from 'react-i18next';
import { roleCan } from '@jobportal/contracts/team';
import { usePageMeta } from 'mf_shared_ui/platform';
import { Space, Typography } from 'mf_shared_ui/ui';
import { Alert } from 'mf_shared_ui/ui-feedback';
import { QueryState } from '../../../shared/components/StatusPages';
import { useTeamQuery } from '../api/teamApi';
import { InviteForm } from '../components/InviteForm';
import { InviteList } from '../components/InviteList';
import { MemberList } from '../components/MemberList';
import { PageTitle } from '../../../shared/components/PageTitle';

/** /corporate/team: the members and their roles; owners and admins invite, change roles, remove, transfer. */
export default function TeamPage() {
  const { t } = useTranslation('corporate');
  usePageMeta({ title: t('team.metaTitle'), description: t('team.metaDescription'), noindex: true });
  const team = useTeamQuery();

  if (!team.data) return <QueryState isLoading={team.isLoading} error={team.error} refetch={team.refetch} />;
  const { me, members, invites } = team.data;
  const manages = roleCan(me.role, 'team:manage');
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div>
        <PageTitle>{t('team.title')}</PageTitle>
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
          {t('team.intro')}
        </Typography.Paragraph>
      </div>
      {manages ? <InviteForm /> : <Alert type="info" showIcon title={t('team.readOnly')} />}
      <MemberList me={me} members={members} />
      {manages && <InviteList invites={invites} />}
    </Space>
  );
}
