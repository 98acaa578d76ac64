import type { BlogPost, JobDetail, Lookups, PublicCompany, SalaryInsight } from '@jobportal/contracts';

/**
 * What the server-written head needs from the API, read over loopback like any client (the API stays the one owner
 * of the data and its rules): a job, a company, a blog post, the lookups. Each answer (found or not) is kept for a
 * short time per id, in a bounded map, so a crawler walking 100,000 job pages does not hold them all.
 */
export type Found<T> = { status: 'found'; data: T } | { status: 'missing' } | { status: 'unavailable' };

const TTL_MS = 30_000;
const LOOKUPS_TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 2_000;
const TIMEOUT_MS = 3_000;
/**
 * Tells the API a read is the server's, for a page it writes (its head, its render), not a visitor's view
 * (api/src/routes/public/jobs.ts): the browser's own read of the job, once the page is live, is the view.
 */
export const PAGE_HEAD_HEADER = 'x-page-head';

export interface PageData {
  job(id: string): Promise<Found<JobDetail>>;
  company(id: string): Promise<Found<PublicCompany>>;
  blogPost(slug: string): Promise<Found<BlogPost>>;
  /** The figures of a role family in a province (missing: under the floor or unknown). */
  salary(family: string, province: string): Promise<Found<SalaryInsight>>;
  provinces(): Promise<Map<number, { th: string; en: string }>>;
  /** Drops what is kept of these jobs (they changed): their next page reads them again. */
  forgetJobs(ids: string[]): void;
  /** Drops what is kept of these blog posts, found or not (changed, published, taken down): read again next time. */
  forgetBlog(slugs: string[]): void;
}

const jobPath = (id: string) => `/jobs/${encodeURIComponent(id)}`;
const postPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

export function createPageData(apiUrl: string, ttlMs = TTL_MS): PageData {
  const cache = new Map<string, { at: number; value: Promise<Found<unknown>> }>();

  async function read<T>(path: string): Promise<Found<T>> {
    try {
      const response = await fetch(`${apiUrl}/api${path}`, {
        headers: { [PAGE_HEAD_HEADER]: '1', accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      // 400: an id that cannot exist (not a uuid): the page does not exist either.
      if (response.status === 404 || response.status === 400) return { status: 'missing' };
      if (!response.ok) return { status: 'unavailable' };
      return { status: 'found', data: ((await response.json()) as { data: T }).data };
    } catch {
      return { status: 'unavailable' };
    }
  }

  function cached<T>(path: string, ttl = ttlMs): Promise<Found<T>> {
    const hit = cache.get(path);
    if (hit && Date.now() - hit.at < ttl) return hit.value as Promise<Found<T>>;
    const value = read<T>(path).then((found) => {
      // An outage is not remembered: the next request asks again.
      if (found.status === 'unavailable') cache.delete(path);
      return found;
    });
    cache.delete(path);
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(path, { at: Date.now(), value });
    return value;
  }

  return {
    job: (id) => cached<JobDetail>(jobPath(id)),
    forgetJobs: (ids) => {
      for (const id of ids) cache.delete(jobPath(id));
    },
    company: (id) => cached<PublicCompany>(`/companies/${encodeURIComponent(id)}`),
    blogPost: (slug) => cached<BlogPost>(postPath(slug)),
    salary: (family, province) =>
      cached<SalaryInsight>(`/salaries/${encodeURIComponent(family)}/${encodeURIComponent(province)}`),
    forgetBlog: (slugs) => {
      for (const slug of slugs) cache.delete(postPath(slug));
    },
    provinces: async () => {
      const found = await cached<Lookups>('/lookups', LOOKUPS_TTL_MS);
      const names = new Map<number, { th: string; en: string }>();
      if (found.status === 'found')
        for (const p of found.data.provinces) names.set(p.id, { th: p.name_th, en: p.name_en });
      return names;
    },
  };
}
