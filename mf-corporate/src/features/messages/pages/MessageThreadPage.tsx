import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from 'mf_shared_ui/platform';
import { Space } from 'mf_shared_ui/ui';
import { QueryState } from '../../../shared/components/StatusPages';
import { MessagesPanel } from '../../../shared/messages/MessagesPanel';
import { useCompanyThreadQuery } from '../../../shared/messages/messagesApi';
import { PageTitle } from '../../../shared/components/PageTitle';

/**
 * /corporate/messages/:applicationId, the link of a message's notification and e-mail (which name the application,
 * not the person): the application page at its messages panel, or the thread alone when the candidate's data is
 * closed to employers.
 */
export default function MessageThreadPage() {
  const { applicationId = '' } = useParams();
  const { t } = useTranslation('corporate');
  usePageMeta({ title: t('messages.title'), description: t('messages.metaDescription'), noindex: true });
  const query = useCompanyThreadQuery(applicationId, { skip: !applicationId });
  const thread = query.data;
  if (thread?.candidate_uid)
    return (
      <Navigate
        replace
        to={`/corporate/application/${encodeURIComponent(thread.job_id)}/candidate/${encodeURIComponent(
          thread.candidate_uid,
        )}#messages`}
      />
    );
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageTitle>{t('messages.title')}</PageTitle>
      {thread ? (
        <MessagesPanel applicationId={applicationId} />
      ) : (
        <QueryState isLoading={query.isLoading} error={query.error} refetch={query.refetch} />
      )}
    </Space>
  );
}
