import type { BlogPostSummary } from '@jobportal/contracts';
import { Link } from 'react-router';
import { pickLocalized } from 'mf_shared_ui/platform';
import { BlogCover } from './BlogCover';
import { useLocale } from './useLocale';
import { formatDate } from './formatDate';

/** A post in a list: cover (or placeholder), date, title, excerpt; links to /blog/{slug}. */
export function BlogCard({ post, priority }: { post: BlogPostSummary; priority?: boolean }) {
  const locale = useLocale();
  const title = pickLocalized(post, 'title', locale);
  return (
    <Link to={`/blog/${encodeURIComponent(post.slug)}`} className="pub-card" data-testid="blog-card">
      <BlogCover
        slug={post.slug}
        title={title}
        coverUrl={post.cover_url}
        sizes={{ default: '100vw', sm: '50vw', lg: '380px' }}
        priority={priority}
      />
      <time suppressHydrationWarning className="pub-muted" dateTime={post.published_at}>
        {formatDate(post.published_at, locale)}
      </time>
      <h3 className="pub-post-title">{title}</h3>
      <p className="pub-excerpt">{pickLocalized(post, 'excerpt', locale)}</p>
    </Link>
  );
}
