import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from 'mf_shared_ui/platform';
import { LinkPager } from 'mf_shared_ui/ui';
import { useGetBlogPostsQuery } from '../api/blogApi';
import { blogListHref, pageCount, readBlogListParams, toApiArgs } from '../utils/paging';
import { TagLinks } from '../components/TagLinks';
import { BlogGridSkeleton } from '../components/BlogGridSkeleton';
import { BlogCard } from '../../../shared/BlogCard';
import { LoadError } from '../../../shared/LoadError';
import { BLOG_NS } from '../i18n/texts';

/** The page's texts (exposes/pages.ts waits for them before rendering it). */
export { loadTexts } from '../i18n/texts';

/** `/blog?page=N&tag=x`: posts newest first, 9 per page. */
export default function BlogPage() {
  const { t } = useTranslation([BLOG_NS, 'public']);
  const [params] = useSearchParams();
  const state = readBlogListParams(params);
  const args = toApiArgs(state);
  const { currentData: data, isError, refetch } = useGetBlogPostsQuery(args);

  const baseTitle = state.tag ? t('meta.blog.titleTag', { tag: `#${state.tag}` }) : t('meta.blog.title');
  usePageMeta({
    title: state.page > 1 ? t('meta.blog.titlePage', { title: baseTitle, page: state.page }) : baseTitle,
    description: state.tag
      ? t('meta.blog.descriptionTag', { tag: `#${state.tag}` })
      : t('meta.blog.description'),
    canonicalPath: blogListHref(state),
  });

  const count = data ? pageCount(data.total, args.limit) : 1;
  const tags = Array.from(
    new Set([...(state.tag ? [state.tag] : []), ...(data?.items.flatMap((p) => p.tags) ?? [])]),
  ).slice(0, 16);

  return (
    <div className="pub-container pub-section" data-testid="page-blog">
      <h1 style={{ fontSize: 30, margin: '0 0 8px' }}>
        {state.tag ? t('blog.tagged', { tag: state.tag }) : t('blog.title')}
      </h1>
      <p className="pub-muted" style={{ fontSize: 16, marginTop: 0 }}>
        {t('blog.intro')}
      </p>
      <div
        style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', margin: '16px 0 24px' }}
      >
        <TagLinks tags={tags} active={state.tag} />
        {state.tag && <Link to="/blog">{t('blog.clearTag')}</Link>}
      </div>
      {isError ? (
        <LoadError onRetry={() => void refetch()} />
      ) : !data ? (
        <BlogGridSkeleton count={6} />
      ) : data.items.length === 0 ? (
        <p className="pub-muted" data-testid="blog-empty">
          {t('blog.empty')}
        </p>
      ) : (
        <>
          <div className="pub-grid cols-3" data-testid="blog-list">
            {data.items.map((post, i) => (
              <BlogCard key={post.slug} post={post} priority={i < 3} />
            ))}
          </div>
          <LinkPager
            page={state.page}
            count={count}
            hrefFor={(page) => blogListHref({ page, tag: state.tag })}
            data-testid="blog-pager"
          />
        </>
      )}
    </div>
  );
}
