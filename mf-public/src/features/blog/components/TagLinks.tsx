import { Link } from 'react-router';
import { blogListHref } from '../utils/paging';

/** Tag chips linking to the filtered list /blog?tag=x. */
export function TagLinks({ tags, active }: { tags: string[]; active?: string }) {
  if (tags.length === 0) return null;
  return (
    <div className="pub-chips">
      {tags.map((tag) => (
        <Link
          key={tag}
          to={blogListHref({ page: 1, tag })}
          className={`pub-chip${tag === active ? ' is-active' : ''}`}
          aria-current={tag === active ? 'true' : undefined}
        >
          #{tag}
        </Link>
      ))}
    </div>
  );
}
