import {
  pageQueryUrl,
  type ServerRenderedPage,
  type ServerRenderRequest,
} from '@jobportal/platform-contract';

/**
 * Pages the render worker of one release has rendered, kept for the next visitor with the same URL, locale and
 * device (every server-rendered page is a guest's: nothing personal is kept). Bounded by size (least recently used
 * first out) and age; a job write drops the pages it can change (forgetJobs, from the job change feed), a blog
 * change those of the post (forgetBlog, from the blog change feed).
 */
export interface RenderedPagesOptions {
  maxBytes?: number;
  maxAgeMs?: number;
  now?: () => number;
}

interface Entry {
  page: ServerRenderedPage;
  bytes: number;
  storedAt: number;
  /** A job's own page: dropped only when that job changes. */
  jobId: string | null;
  /** Shows jobs (search, home, landings, a company's jobs): any job write may add, change or remove one. */
  listsJobs: boolean;
  /** A blog post's own page (its slug, as the URL names it). */
  postSlug: string | null;
  /** Lists the latest posts (the blog's pages, the home page): any post published or taken down may change it. */
  listsPosts: boolean;
}

const DEFAULT_MAX_BYTES = 128 * 1024 * 1024;
const DEFAULT_MAX_AGE_MS = 60_000;
const JOB_PAGE = /^\/candidate\/jobs\/([0-9a-f-]{36})$/i;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const POST_PAGE = /^\/blog\/([^/]+)$/;

/** The slug a post page's path names (percent-decoded), or null. */
function postSlugOf(pathname: string): string | null {
  const raw = POST_PAGE.exec(pathname)?.[1];
  if (raw === undefined) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** A post named in a page's data (a related post, a list's entry): its summary carries its slug. */
const mentionsPost = (data: string, slug: string) => data.includes(`"slug":${JSON.stringify(slug)}`);

/**
 * One kept page per locale, device and the URL's path with the query parameters its route reads (pageQueryUrl):
 * `?cb=<random>`, `?utm_source=…` or an empty filter ask for the same page and get the kept render.
 */
export const renderedPageKey = (request: ServerRenderRequest) =>
  `${request.locale}|${request.mobile ? 'phone' : 'desktop'}|${pageQueryUrl(request.url)}`;

export function createRenderedPages(options: RenderedPagesOptions = {}) {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxAgeMs = options.maxAgeMs ?? DEFAULT_MAX_AGE_MS;
  const now = options.now ?? Date.now;
  // A Map keeps insertion order: re-inserting on use makes the first key the least recently used.
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };

  const get = (request: ServerRenderRequest): ServerRenderedPage | null => {
    const key = renderedPageKey(request);
    const entry = entries.get(key);
    if (!entry) return null;
    if (now() - entry.storedAt > maxAgeMs) {
      remove(key);
      return null;
    }
    entries.delete(key);
    entries.set(key, entry);
    return entry.page;
  };

  const set = (request: ServerRenderRequest, page: ServerRenderedPage) => {
    const key = renderedPageKey(request);
    const size = page.body.length + page.styles.length + page.data.length;
    if (size > maxBytes / 4) return;
    remove(key);
    const path = request.url.split('?')[0];
    // `/blog/` is `/blog`: the same page
    const pathname = path.length > 1 ? path.replace(/\/+$/, '') : path;
    const jobId = JOB_PAGE.exec(pathname)?.[1]?.toLowerCase() ?? null;
    entries.set(key, {
      page,
      bytes: size,
      storedAt: now(),
      jobId,
      listsJobs: !jobId && UUID.test(page.data),
      postSlug: postSlugOf(pathname),
      listsPosts: pathname === '/' || pathname === '' || pathname === '/blog',
    });
    bytes += size;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  };

  /** Jobs written (published, edited, closed, deleted): their pages and every page listing jobs are dropped. */
  const forgetJobs = (ids: readonly string[]) => {
    const changed = new Set(ids.map((id) => id.toLowerCase()));
    for (const [key, entry] of entries)
      if (entry.listsJobs || (entry.jobId !== null && changed.has(entry.jobId))) remove(key);
  };

  /**
   * Blog posts changed (written, published, taken down, renamed, deleted): their pages, the pages listing the latest
   * posts (`/blog` with any query, `/`) and every page whose data names one of them (a related post) are dropped.
   */
  const forgetBlog = (slugs: readonly string[]) => {
    if (slugs.length === 0) return;
    const changed = new Set(slugs);
    for (const [key, entry] of entries)
      if (
        entry.listsPosts ||
        (entry.postSlug !== null && changed.has(entry.postSlug)) ||
        slugs.some((slug) => mentionsPost(entry.page.data, slug))
      )
        remove(key);
  };

  return { get, set, forgetJobs, forgetBlog, size: () => entries.size, bytes: () => bytes };
}

export type RenderedPages = ReturnType<typeof createRenderedPages>;
