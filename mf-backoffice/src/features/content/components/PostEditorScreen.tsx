import { Link } from 'react-router';
import { ArrowLeftOutlined } from 'mf_shared_ui/icons';
import { areaPath } from '../../../shared/access/areas';
import { PageTitle } from '../../../shared/components/PageTitle';
import { ErrorState, LoadingState } from '../../../shared/components/States';
import { StatusTag } from '../../../shared/components/StatusTag';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import { useBackofficePostQuery } from '../api/contentApi';
import { PostEditor } from './PostEditor';

/** A new post ('new') or an existing one, loaded first. */
export function PostEditorScreen({ id }: { id: string }) {
  const { t, locale } = useBackofficeT();
  const isNew = id === 'new';
  const { data, error, isLoading, refetch } = useBackofficePostQuery(id, { skip: isNew });
  const back = (
    <Link to={areaPath('content')}>
      <ArrowLeftOutlined aria-hidden /> {t('content.backToList')}
    </Link>
  );
  if (isNew)
    return (
      <>
        {back}
        <PageTitle title={t('content.new')} />
        <PostEditor />
      </>
    );
  if (isLoading) return <LoadingState />;
  if (error || !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  return (
    <>
      {back}
      <PageTitle
        title={(locale === 'en' ? data.title_en : data.title_th) || data.slug}
        extra={<StatusTag value={data.state} />}
      />
      <PostEditor key={data.id} post={data} />
    </>
  );
}
