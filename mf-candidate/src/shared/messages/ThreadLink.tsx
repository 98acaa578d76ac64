import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCandidateUnreadQuery } from './messagesApi';

/**
 * "ข้อความ" on an application of the candidate's list: the link to its thread with the unread count (one request
 * for the whole list).
 */
export function ThreadLink({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('candidate');
  const { unread } = useCandidateUnreadQuery(undefined, {
    pollingInterval: 60_000,
    selectFromResult: ({ data }) => ({
      unread: data?.items.find((i) => i.application_id === applicationId)?.unread ?? 0,
    }),
  });
  return (
    <Link
      to={`/candidate/applications/${encodeURIComponent(applicationId)}/messages`}
      data-testid="thread-link"
      aria-label={unread > 0 ? t('messages.linkUnread', { count: unread }) : t('messages.link')}
    >
      {t('messages.link')}
      {unread > 0 && (
        <span
          aria-hidden
          data-testid="thread-unread"
          style={{
            marginInlineStart: 6,
            padding: '0 6px',
            borderRadius: 9,
            background: '#ff4d4f',
            color: '#fff',
            fontSize: 11,
            lineHeight: '18px',
            display: 'inline-block',
          }}
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
