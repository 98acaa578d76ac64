import { useTranslation } from 'react-i18next';
import type { TeamInvite } from '@jobportal/contracts';
import { Button, notify, Tag, Typography } from 'mf_shared_ui/ui';
import { Card } from 'mf_shared_ui/ui-data';
import { Empty } from 'mf_shared_ui/ui-feedback';
import { Popconfirm } from 'mf_shared_ui/ui-overlay';
import { useLocale } from '../../../shared/hooks';
import { apiFailure } from '../../../shared/utils/errors';
import { useResendInviteMutation, useRevokeInviteMutation } from '../api/teamApi';

/** The open invitations: who, which role, sent how often, until when; send again (a new link) or revoke. */
export function InviteList({ invites }: { invites: TeamInvite[] }) {
  const { t } = useTranslation('corporate');
  const locale = useLocale();
  const [resend, resending] = useResendInviteMutation();
  const [revoke] = useRevokeInviteMutation();
  const date = (iso: string) =>
    new Date(iso).toLocaleString(locale === 'th' ? 'th-TH' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
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

  return (
    <Card size="small" title={t('team.invites.title', { count: invites.length })}>
      {invites.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('team.invites.empty')} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="team-invites">
          {invites.map((i) => (
            <li
              key={i.id}
              data-testid={`team-invite-${i.id}`}
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
                <Typography.Text strong style={{ wordBreak: 'break-all' }}>
                  {i.email}
                </Typography.Text>
                <Tag style={{ marginInlineStart: 8 }}>{t(`team.roles.${i.role}`)}</Tag>
                <div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('team.invites.by', { name: i.invited_by })} ·{' '}
                    {t('team.invites.sentCount', { count: i.sent_count })} ·{' '}
                  </Typography.Text>
                  {i.expired ? (
                    <Tag color="red">{t('team.invites.expired')}</Tag>
                  ) : (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('team.invites.expires', { date: date(i.expires_at) })}
                    </Typography.Text>
                  )}
                </div>
              </div>
              <div style={{ display: 'flex', gap: 8 }}>
                <Button
                  size="small"
                  loading={resending.isLoading && resending.originalArgs === i.id}
                  onClick={() =>
                    void run(() => resend(i.id).unwrap(), t('team.invites.resent', { email: i.email }))
                  }
                >
                  {t('team.invites.resend')}
                </Button>
                <Popconfirm
                  title={t('team.invites.revoke')}
                  description={t('team.invites.revokeConfirm', { email: i.email })}
                  okText={t('common.yes')}
                  cancelText={t('common.no')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() =>
                    run(() => revoke(i.id).unwrap(), t('team.invites.revoked', { email: i.email }))
                  }
                >
                  <Button size="small" danger>
                    {t('team.invites.revoke')}
                  </Button>
                </Popconfirm>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
