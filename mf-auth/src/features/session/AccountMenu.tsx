import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CandidateProfile, CorporateProfile } from '@jobportal/contracts';
import { selectSession, useAppSelector, type SessionUser } from 'mf_shared_ui/platform';
import { Avatar, Button, LogoutOutlined, Space, UserOutlined } from 'mf_shared_ui/ui';
import { Dropdown, type MenuProps } from 'mf_shared_ui/ui-data';
import { logout } from '../../shared/auth/controller';
import type { Role } from '../../shared/paths';

export function displayName(user: SessionUser, role: Role): string {
  if (role === 'candidate') {
    const p = user.profile as CandidateProfile | null;
    const name = p ? `${p.first_name ?? ''} ${p.last_name ?? ''}`.trim() : '';
    return name || user.displayName || user.email || '';
  }
  const p = user.profile as CorporateProfile | null;
  return p?.contact_name || p?.company?.name_th || p?.company?.name_en || user.displayName || user.email || '';
}

const LINKS: Record<Role, [string, string][]> = {
  candidate: [
    ['/candidate/overview', 'menu.overview'],
    ['/candidate/profile', 'menu.profile'],
  ],
  corporate: [
    ['/corporate/dashboard', 'menu.dashboard'],
    ['/corporate/profile', 'menu.companyProfile'],
  ],
};

/** Header widget: login / register for guests, the account menu with logout when signed in. */
export function AccountMenu() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { loading, user, userType } = useAppSelector(selectSession);
  if (loading) return null;
  if (!user || userType === 'guest') {
    return (
      <Space size="small" wrap data-testid="account-menu-guest">
        <Link to="/candidate/login">
          <Button type="text">{t('menu.login')}</Button>
        </Link>
        <Link to="/candidate/register">
          <Button type="primary">{t('menu.register')}</Button>
        </Link>
        <Link to="/corporate/login">
          <Button type="link">{t('menu.forEmployers')}</Button>
        </Link>
      </Space>
    );
  }
  const name = displayName(user, userType);
  const items: MenuProps['items'] = [
    {
      key: 'who',
      type: 'group',
      label: (
        <span>
          {user.email} · {t(userType === 'candidate' ? 'menu.candidateRole' : 'menu.corporateRole')}
        </span>
      ),
    },
    ...LINKS[userType].map(([to, key]) => ({ key: to, label: t(key) })),
    { type: 'divider' as const },
    { key: 'logout', label: t('menu.logout'), icon: <LogoutOutlined />, danger: true },
  ];
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === 'logout') void logout();
          else navigate(key);
        },
      }}
    >
      <Button type="text" data-testid="account-menu" aria-label={t('menu.account')} style={{ display: 'inline-flex', alignItems: 'center', gap: 8, height: 40 }}>
        <Avatar size="small" src={user.photoURL ?? undefined} icon={<UserOutlined />} />
        <span style={{ maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>
      </Button>
    </Dropdown>
  );
}
