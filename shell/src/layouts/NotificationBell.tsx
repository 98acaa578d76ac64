import { Link } from 'react-router';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { shared } from '../federation/sharedModules';
import { useUnreadCount } from './useUnreadCount';
import type { PollOptions } from './unreadCountOptions';

/** A bell drawn inline: the icon set is not part of the header's first download. */
function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
    </svg>
  );
}

/** The header's bell for a signed-in user: the unread count, a link to the role's notifications page. */
export function NotificationBell(props: { poll?: PollOptions }) {
  const { t } = useTranslation('shell');
  const { loading, userType } = useSelector(shared.platform.selectSession);
  const role = !loading && (userType === 'candidate' || userType === 'corporate') ? userType : null;
  const count = useUnreadCount(role, props.poll);
  if (!role) return null;
  const unread = count ?? 0;
  return (
    <Link
      to={`/${role}/notifications`}
      aria-label={unread > 0 ? t('bell.unread', { count: unread }) : t('bell.label')}
      data-testid="notification-bell"
      style={{ position: 'relative', display: 'inline-flex', padding: 6, color: 'rgba(0,0,0,0.88)' }}
    >
      <BellIcon />
      {unread > 0 && (
        <span
          data-testid="notification-count"
          style={{
            position: 'absolute',
            top: 0,
            right: -4,
            minWidth: 18,
            height: 18,
            padding: '0 5px',
            borderRadius: 9,
            background: '#ff4d4f',
            color: '#fff',
            fontSize: 11,
            lineHeight: '18px',
            textAlign: 'center',
          }}
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
