import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from 'mf_shared_ui/platform';
import { Button } from 'mf_shared_ui/ui';
import { Dropdown } from 'mf_shared_ui/ui-data';
import type { MenuProps } from 'mf_shared_ui/ui-data';
import { Avatar } from 'mf_shared_ui/ui-feedback';
import { LogoutOutlined, UserOutlined } from 'mf_shared_ui/icons';
import { loadController } from '../../shared/auth/sessionBinding';
import type { Role } from '../../shared/paths';
import { displayName, LINKS } from './accountLinks';

/** The signed-in account menu (dropdown with role links and logout); loaded only for signed-in users. */
export default function SignedInMenu({ user, userType }: { user: SessionUser; userType: Role }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
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
          if (key === 'logout') void loadController().then((c) => c.logout());
          else void navigate(key);
        },
      }}
    >
      <Button
        type="text"
        data-testid="account-menu"
        aria-label={t('menu.accountOf', { name })}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 8, height: 40 }}
      >
        <Avatar size="small" src={user.photoURL ?? undefined} icon={<UserOutlined />} />
        <span style={{ maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {name}
        </span>
      </Button>
    </Dropdown>
  );
}
