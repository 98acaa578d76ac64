import { Link } from 'react-router';
import type { BackofficePostSummary } from '@jobportal/contracts';
import { Flex, Tag, Typography } from 'mf_shared_ui/ui';
import { PagedTable, type Column } from '../../../shared/components/PagedTable';
import { useColumnKit } from '../../../shared/components/tableColumns';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import type { ListParams } from '../../../shared/hooks/useListParams';
import { oneOf } from '../../../shared/utils/enums';
import { useBackofficePostsQuery } from '../api/contentApi';
import { POST_STATES } from '../utils/post';

/** Every post, last saved first; the state and the text filters of the URL. */
export function PostsTable(props: { list: ListParams<'state' | 'q'>; linkTo: (id: string) => string }) {
  const { t, locale } = useBackofficeT();
  const { list } = props;
  const result = useBackofficePostsQuery({
    state: oneOf(POST_STATES, list.filters.state, undefined),
    q: list.filters.q || undefined,
    offset: list.offset,
    limit: list.limit,
  });
  const column = useColumnKit<BackofficePostSummary>();
  const columns: Column<BackofficePostSummary>[] = [
    {
      key: 'title',
      title: t('content.post'),
      render: (_, post) => (
        <Flex vertical gap={2}>
          <Link to={props.linkTo(post.id)}>
            {(locale === 'en' ? post.title_en : post.title_th) || post.slug}
          </Link>
          <Typography.Text type="secondary">/blog/{post.slug}</Typography.Text>
        </Flex>
      ),
    },
    column.status('state', t('content.state'), (post) => post.state),
    {
      key: 'tags',
      title: t('content.tags'),
      render: (_, post) => (
        <Flex gap={4} wrap>
          {post.tags.map((tag) => (
            <Tag key={tag}>{tag}</Tag>
          ))}
        </Flex>
      ),
    },
    // a scheduled post's published_at is its publication time, in the future
    column.date('published', t('content.publishedAt'), (post) => post.published_at),
    column.date('updated', t('common.updatedAt'), (post) => post.updated_at),
  ];
  return (
    <PagedTable
      result={result}
      paging={list}
      columns={columns}
      rowKey="id"
      emptyText={t('content.empty')}
      minWidth={760}
    />
  );
}
