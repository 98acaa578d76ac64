import { REMOTES, ROUTES, type RemoteFolder, type RouteDef } from '@jobportal/platform-contract';

/** The server renders a guest's public pages only (shell/src/server/pageRenderer.tsx `rendersOnServer`). */
const rendersOnServer = (route: RouteDef) => !route.guard && !route.clientOnly && route.remote !== 'mf_auth';

/** A path outside the route table: the shell's 404 page (its header and footer are the design system's). */
const NOT_FOUND_PATH = '/smoke-render-not-found';

/** Valid in form: a page asked for one that does not exist still runs its module (its not-found state). */
const FALLBACK_ID = '00000000-0000-4000-8000-000000000000';
const FALLBACK_SLUG = 'smoke-render';
const SAMPLE_TIMEOUT_MS = 2_000;

interface Samples {
  jobId: string;
  companyId: string;
  slug: string;
}

async function firstItem<T>(url: string): Promise<T | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(SAMPLE_TIMEOUT_MS) });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: { items?: T[] } };
    return body.data?.items?.[0] ?? null;
  } catch {
    return null;
  }
}

/** A job, its company and a blog post that exist, when the API lists them at once; else ids valid in form. */
async function samples(apiUrl: string, needed: readonly RouteDef[]): Promise<Samples> {
  const api = `${apiUrl.replace(/\/$/, '')}/api`;
  const wants = (pattern: RegExp) => needed.some((route) => pattern.test(route.path));
  const [job, post] = await Promise.all([
    wants(/\/:id$/)
      ? firstItem<{ id?: string; company?: { id?: string } }>(`${api}/jobs/search?limit=1`)
      : null,
    wants(/\/:slug$/) ? firstItem<{ slug?: string }>(`${api}/blog?limit=1`) : null,
  ]);
  return {
    jobId: job?.id ?? FALLBACK_ID,
    companyId: job?.company?.id ?? FALLBACK_ID,
    slug: post?.slug ?? FALLBACK_SLUG,
  };
}

const sampleFor = (route: RouteDef, param: string, values: Samples): string => {
  if (param === 'slug') return values.slug;
  if (route.path.startsWith('/corporate/')) return values.companyId;
  return param === 'id' ? values.jobId : FALLBACK_ID;
};

/**
 * The pages a release of `remote` can break on the server: every route it serves that the server renders (for
 * mf-shared-ui, the design system every page uses: every such route and the 404 page), with sample parameters.
 */
export async function smokeUrls(remote: RemoteFolder, apiUrl: string): Promise<string[]> {
  const container = REMOTES[remote];
  const everyPage = remote === 'mf-shared-ui';
  const routes = ROUTES.filter(
    (route) => rendersOnServer(route) && (everyPage || route.remote === container),
  );
  const values = await samples(apiUrl, routes);
  const urls = routes.map((route) =>
    route.path.replace(/:([A-Za-z]+)/g, (_match, param: string) =>
      encodeURIComponent(sampleFor(route, param, values)),
    ),
  );
  return everyPage ? [...urls, NOT_FOUND_PATH] : urls;
}
