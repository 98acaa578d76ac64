import { useTranslation } from 'react-i18next';
import { Tooltip } from 'mf_shared_ui/ui';
import { MessageOutlined } from 'mf_shared_ui/icons';
import { useCompanyUnreadQuery } from './messagesApi';

/**
 * The unread candidate messages of one application, for its pipeline card: nothing when there are none. One
 * request per job board (the counts of every card of the job come in one answer).
 */
export function UnreadMessagesBadge({ jobId, applicationId }: { jobId: string; applicationId: string }) {
  const { t } = useTranslation('corporate');
  const { unread } = useCompanyUnreadQuery(
    { jobId },
    {
      pollingInterval: 60_000,
      selectFromResult: ({ data }) => ({
        unread: data?.items.find((i) => i.application_id === applicationId)?.unread ?? 0,
      }),
    },
  );
  if (unread === 0) return null;
  const label = t('messages.unreadBadge', { count: unread });
  return (
    <Tooltip title={label}>
      <span
        role="status"
        aria-label={label}
        data-testid="unread-messages-badge"
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 3,
          padding: '0 6px',
          borderRadius: 9,
          background: '#0958d9',
          color: '#fff',
          fontSize: 11,
          lineHeight: '18px',
          whiteSpace: 'nowrap',
        }}
      >
        <MessageOutlined aria-hidden />
        {unread > 99 ? '99+' : unread}
      </span>
    </Tooltip>
  );
}
