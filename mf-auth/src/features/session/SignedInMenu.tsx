import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from 'mf_shared_ui/platform';
import { Button } from 'mf_shared_ui/ui';
import { MenuButton, type MenuButtonEntry } from 'mf_shared_ui/ui-data';
import { Avatar } from 'mf_shared_ui/ui-feedback';
import { LogoutOutlined, UserOutlined } from 'mf_shared_ui/icons';
import { loadController } from '../../shared/auth/sessionBinding';
import type { Role } from '../../shared/paths';
import { displayName, LINKS } from './accountLinks';

/**
 * The signed-in account menu (the design system's menu button: Enter, Space or ArrowDown opens it, the arrow keys
 * move, Enter chooses, Escape closes): who is signed in, the role's links and logout; loaded only for signed-in users.
 */
export default function SignedInMenu({ user, userType }: { user: SessionUser; userType: Role }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const name = displayName(user, userType);
  const accountOf = t('menu.accountOf', { name });
  const items: MenuButtonEntry[] = [
    {
      type: 'group',
      key: 'who',
      label: `${user.email ?? ''} · ${t(userType === 'candidate' ? 'menu.candidateRole' : 'menu.corporateRole')}`,
      items: LINKS[userType].map(([to, key]) => ({
        key: to,
        label: t(key),
        onSelect: () => void navigate(to),
      })),
    },
    { type: 'divider', key: 'divider' },
    {
      key: 'logout',
      label: t('menu.logout'),
      icon: <LogoutOutlined />,
      danger: true,
      onSelect: () => void loadController().then((c) => c.logout()),
    },
  ];
  return (
    <MenuButton
      items={items}
      menuLabel={accountOf}
      align="end"
      data-testid="account-menu-items"
      renderTrigger={(trigger) => (
        <Button
          {...trigger}
          type="text"
          data-testid="account-menu"
          aria-label={accountOf}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 8, height: 40 }}
        >
          <Avatar size="small" src={user.photoURL ?? undefined} icon={<UserOutlined />} />
          <span style={{ maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {name}
          </span>
        </Button>
      )}
    />
  );
}
