import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { blogListHref, pageWindow } from '../utils/paging';

/** Crawlable paging links (/blog?page=N, keeping ?tag). */
export function Pager({ page, count, tag }: { page: number; count: number; tag?: string }) {
  const { t } = useTranslation('public');
  if (count <= 1) return null;
  return (
    <nav className="pub-pager" aria-label={t('blog.pagination')} data-testid="blog-pager">
      {page > 1 ? (
        <Link to={blogListHref({ page: page - 1, tag })} rel="prev">
          ‹ {t('blog.prev')}
        </Link>
      ) : (
        <span className="is-disabled" aria-disabled="true">
          ‹ {t('blog.prev')}
        </span>
      )}
      {pageWindow(page, count).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} aria-hidden="true" style={{ border: 'none', background: 'none' }}>
            …
          </span>
        ) : p === page ? (
          <span key={p} aria-current="page" aria-label={t('blog.pageN', { page: p })}>
            {p}
          </span>
        ) : (
          <Link key={p} to={blogListHref({ page: p, tag })} aria-label={t('blog.pageN', { page: p })}>
            {p}
          </Link>
        ),
      )}
      {page < count ? (
        <Link to={blogListHref({ page: page + 1, tag })} rel="next">
          {t('blog.next')} ›
        </Link>
      ) : (
        <span className="is-disabled" aria-disabled="true">
          {t('blog.next')} ›
        </span>
      )}
    </nav>
  );
}
