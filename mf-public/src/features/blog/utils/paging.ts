/** Blog list URL <-> API mapping: /blog?page=N&tag=x (1-based page, page 1 omitted) <-> ?offset&limit&tag. */
export const BLOG_PAGE_SIZE = 9;
export const MAX_BLOG_PAGE = 1000;

export interface BlogListArgs {
  offset: number;
  limit: number;
  tag?: string;
}

export interface BlogListState {
  page: number;
  tag?: string;
}

/** Reads ?page and ?tag; anything that is not a positive integer page is page 1. */
export function readBlogListParams(params: URLSearchParams): BlogListState {
  const raw = params.get('page');
  const n = raw && /^\d+$/.test(raw) ? Number(raw) : 1;
  const page = Math.min(Math.max(1, n), MAX_BLOG_PAGE);
  const tag = params.get('tag')?.trim() || undefined;
  return tag ? { page, tag } : { page };
}

export function toApiArgs(state: BlogListState, limit: number = BLOG_PAGE_SIZE): BlogListArgs {
  const args: BlogListArgs = { offset: (state.page - 1) * limit, limit };
  if (state.tag) args.tag = state.tag;
  return args;
}

/** The query string of GET /api/blog. */
export function blogListQuery(args: BlogListArgs): string {
  const q = new URLSearchParams({ offset: String(args.offset), limit: String(args.limit) });
  if (args.tag) q.set('tag', args.tag);
  return q.toString();
}

/** The page's own URL: /blog, /blog?page=2, /blog?tag=react&page=3. */
export function blogListHref(state: BlogListState): string {
  const q = new URLSearchParams();
  if (state.tag) q.set('tag', state.tag);
  if (state.page > 1) q.set('page', String(state.page));
  const s = q.toString();
  return s ? `/blog?${s}` : '/blog';
}

export function pageCount(total: number, limit: number = BLOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / limit));
}
