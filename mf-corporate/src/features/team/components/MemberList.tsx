import { useTranslation } from 'react-i18next';
import type { TeamMember, TeamRole } from '@jobportal/contracts';
import { INVITABLE_TEAM_ROLES, type InvitableTeamRole } from '@jobportal/contracts/team';
import { Button, notify, Tag, Typography } from 'mf_shared_ui/ui';
import { Select } from 'mf_shared_ui/ui-form';
import { Card } from 'mf_shared_ui/ui-data';
import { Popconfirm } from 'mf_shared_ui/ui-overlay';
import { useLocale } from '../../../shared/hooks';
import { apiFailure } from '../../../shared/utils/errors';
import {
  useChangeMemberRoleMutation,
  useRemoveMemberMutation,
  useTransferOwnershipMutation,
} from '../api/teamApi';
import { memberActions } from './teamRules';

const ROLE_COLORS: Record<TeamRole, string> = {
  owner: 'gold',
  admin: 'blue',
  recruiter: 'green',
  viewer: 'default',
};

/** One row per member: name and e-mail, the role (a picker where the caller may change it) and the actions. */
export function MemberList({ me, members }: { me: { uid: string; role: TeamRole }; members: TeamMember[] }) {
  const { t } = useTranslation('corporate');
  const locale = useLocale();
  const [changeRole] = useChangeMemberRoleMutation();
  const [remove] = useRemoveMemberMutation();
  const [transfer] = useTransferOwnershipMutation();

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      notify({ title: done, color: 'success', timeout: 3000 });
    } catch (failure) {
      notify({
        title: t('team.actionFailed'),
        description: apiFailure(failure)?.message ?? undefined,
        color: 'error',
      });
    }
  };
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(locale === 'th' ? 'th-TH' : 'en-GB', { dateStyle: 'medium' });

  return (
    <Card size="small" title={t('team.members', { count: members.length })}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="team-members">
        {members.map((m) => {
          const can = memberActions(me, m);
          return (
            <li
              key={m.uid}
              data-testid={`team-member-${m.uid}`}
              style={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 12,
                alignItems: 'center',
                justifyContent: 'space-between',
                padding: '12px 0',
                borderBottom: '1px solid rgba(5,5,5,0.06)',
              }}
            >
              <div style={{ minWidth: 0, flex: '1 1 240px' }}>
                <Typography.Text strong>{m.name}</Typography.Text>
                {m.is_me && <Tag style={{ marginInlineStart: 8 }}>{t('team.you')}</Tag>}
                <div>
                  <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
                    {m.email}
                  </Typography.Text>
                </div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('team.joined', { date: date(m.joined_at) })}
                </Typography.Text>
              </div>
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
                {can.changeRole ? (
                  <Select<TeamRole>
                    aria-label={t('team.roleOf', { name: m.name })}
                    value={m.role}
                    style={{ minWidth: 140 }}
                    onChange={(picked) => {
                      // only the invitable roles are offered (the ownership moves by "transfer")
                      const role = picked as InvitableTeamRole;
                      void run(
                        () => changeRole({ uid: m.uid, role }).unwrap(),
                        t('team.roleChanged', { name: m.name, role: t(`team.roles.${role}`) }),
                      );
                    }}
                    options={INVITABLE_TEAM_ROLES.map((r) => ({ value: r, label: t(`team.roles.${r}`) }))}
                  />
                ) : (
                  <Tag color={ROLE_COLORS[m.role]} data-testid="team-member-role">
                    {t(`team.roles.${m.role}`)}
                  </Tag>
                )}
                {can.transfer && (
                  <Popconfirm
                    title={t('team.transfer')}
                    description={t('team.transferConfirm', { name: m.name })}
                    okText={t('common.yes')}
                    cancelText={t('common.no')}
                    onConfirm={() =>
                      run(() => transfer(m.uid).unwrap(), t('team.transferred', { name: m.name }))
                    }
                  >
                    <Button size="small">{t('team.transfer')}</Button>
                  </Popconfirm>
                )}
                {can.remove && (
                  <Popconfirm
                    title={t('team.remove')}
                    description={t('team.removeConfirm', { name: m.name })}
                    okText={t('common.yes')}
                    cancelText={t('common.no')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => run(() => remove(m.uid).unwrap(), t('team.removed', { name: m.name }))}
                  >
                    <Button size="small" danger>
                      {t('team.remove')}
                    </Button>
                  </Popconfirm>
                )}
                {can.leave && (
                  <Popconfirm
                    title={t('team.leave')}
                    description={t('team.leaveConfirm')}
                    okText={t('common.yes')}
                    cancelText={t('common.no')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => run(() => remove(m.uid).unwrap(), t('team.leave'))}
                  >
                    <Button size="small" danger>
                      {t('team.leave')}
                    </Button>
                  </Popconfirm>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
