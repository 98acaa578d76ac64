import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickLocalized, usePageMeta } from 'mf_shared_ui/platform';
import { useGetBlogPostQuery } from '../api/blogApi';
import { ArticleBody } from '../components/ArticleBody';
import { TagLinks } from '../components/TagLinks';
import { BlogCard } from '../../../shared/BlogCard';
import { BlogCover } from '../../../shared/BlogCover';
import { NotFoundContent } from '../../../shared/NotFoundContent';
import { useLocale } from '../../../shared/useLocale';
import { formatDate } from '../../../shared/formatDate';
import { apiErrorOf } from '../../../shared/apiError';
import { LoadError } from '../../../shared/LoadError';
import { BLOG_NS } from '../i18n/texts';

/** The page's texts (exposes/pages.ts waits for them before rendering it). */
export { loadTexts } from '../i18n/texts';

/** `/blog/:slug`: the article (sanitised), cover, date, tags and related posts; unknown slug -> the 404 content. */
export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation([BLOG_NS, 'public']);
  const locale = useLocale();
  const { currentData: post, error, isError, refetch } = useGetBlogPostQuery(slug, { skip: !slug });
  const notFound = isError && apiErrorOf(error).status === 404;

  const title = post ? pickLocalized(post, 'title', locale) : '';
  const excerpt = post ? pickLocalized(post, 'excerpt', locale) : '';
  const origin = typeof window !== 'undefined' ? window.location.origin : '';
  usePageMeta(
    post
      ? {
          title,
          description: excerpt,
          type: 'article',
          image: post.cover_url,
          canonicalPath: `/blog/${encodeURIComponent(post.slug)}`,
          jsonLd: {
            '@context': 'https://schema.org',
            '@type': 'BlogPosting',
            headline: title,
            description: excerpt,
            ...(post.cover_url
              ? { image: [new URL(post.cover_url, origin || 'http://localhost').toString()] }
              : {}),
            datePublished: post.published_at,
            inLanguage: locale === 'th' ? 'th-TH' : 'en',
            keywords: post.tags.join(', '),
            mainEntityOfPage: {
              '@type': 'WebPage',
              '@id': `${origin}/blog/${encodeURIComponent(post.slug)}`,
            },
            author: { '@type': 'Organization', name: 'JobPortal', url: `${origin}/` },
            publisher: { '@type': 'Organization', name: 'JobPortal', url: `${origin}/` },
          },
        }
      : null,
  );

  if (notFound) return <NotFoundContent />;
  if (isError) {
    return (
      <div className="pub-container pub-section">
        <LoadError onRetry={() => void refetch()} />
      </div>
    );
  }
  if (!post) {
    return (
      <div className="pub-container pub-section" aria-busy="true">
        <div className="pub-article">
          <div className="pub-skel" style={{ height: 16, width: 120, marginBottom: 16 }} />
          <div className="pub-skel" style={{ height: 36, width: '90%', marginBottom: 16 }} />
          <div className="pub-skel" style={{ aspectRatio: '1200/630', width: '100%', marginBottom: 24 }} />
          {Array.from({ length: 6 }, (_, i) => (
            <div
              key={i}
              className="pub-skel"
              style={{ height: 16, width: `${90 - i * 7}%`, marginBottom: 12 }}
            />
          ))}
        </div>
      </div>
    );
  }

  const body =
    locale === 'en' ? post.body_en_html || post.body_th_html : post.body_th_html || post.body_en_html;
  return (
    <div className="pub-container pub-section" data-testid="page-blog-post">
      <article className="pub-article">
        <nav aria-label="breadcrumb" className="pub-muted">
          <Link to="/blog" data-testid="blog-back">
            ‹ {t('blog.back')}
          </Link>
        </nav>
        <h1 data-testid="blog-post-title">{title}</h1>
        <p className="pub-muted" style={{ marginTop: 0 }}>
          {t('blog.published')}{' '}
          <time suppressHydrationWarning dateTime={post.published_at}>
            {formatDate(post.published_at, locale)}
          </time>
        </p>
        <div style={{ margin: '16px 0 24px' }}>
          <BlogCover
            slug={post.slug}
            title={title}
            coverUrl={post.cover_url}
            sizes={{ default: '100vw', md: '760px' }}
            priority
          />
        </div>
        <ArticleBody html={body} />
        {post.tags.length > 0 && (
          <div style={{ marginTop: 32 }}>
            <h2 style={{ fontSize: 16, margin: '0 0 8px' }}>{t('blog.tags')}</h2>
            <TagLinks tags={post.tags} />
          </div>
        )}
      </article>
      {post.related.length > 0 && (
        <section style={{ marginTop: 48 }} aria-labelledby="blog-related">
          <h2 id="blog-related" style={{ fontSize: 22 }}>
            {t('blog.related')}
          </h2>
          <div className="pub-grid cols-3" data-testid="blog-related">
            {post.related.map((p) => (
              <BlogCard key={p.slug} post={p} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
