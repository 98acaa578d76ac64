import { buildCreateApi, coreModule, fetchBaseQuery, type FetchArgs } from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';
import i18next from 'i18next';
import { authScopeOf, getAuthHeaders } from './authHeaders';
import { getRuntimeConfig } from './runtimeConfig';
import { hydratePrerenderedData } from './prerenderedData';
import { errorCodeOf, reportApiRefusal } from './apiRefusals';
import { withIdempotentRetries } from './idempotentRetry';

export const API_TAGS = [
  'Lookups',
  'Home',
  'Job',
  'JobSearch',
  'Favourite',
  'CandidateProfile',
  'Application',
  'Overview',
  'CandidateActivity',
  'CorporateProfile',
  'CorporateJob',
  'CorporateApplication',
  'CorporateCandidate',
  'Dashboard',
  'CorporateActivity',
  'Company',
  'Blog',
  'Match',
  'SavedSearch',
  'Notification',
  // a company's message templates and a candidate's invitations to apply (issue 43)
  'MessageTemplate',
  'JobInvitation',
  // a company's team: members, roles, invitations, a job's collaborators (issue 43)
  'Team',
  // interviews of applications, both sides (issue 43)
  'Interview',
  // the back office's data, one tag with the area as id ({ type: 'Backoffice', id: 'moderation' })
  'Backoffice',
] as const;

const fetchQuery = fetchBaseQuery({
  // Back-office endpoints say `extraOptions: { auth: 'staff' }`: the staff pool's token instead of the session's.
  prepareHeaders: async (headers, { extraOptions }) => {
    const auth = await getAuthHeaders(authScopeOf(extraOptions));
    for (const [key, value] of Object.entries(auth)) headers.set(key, value);
    headers.set('accept-language', i18next.language?.startsWith('en') ? 'en' : 'th');
    return headers;
  },
});
// creating writes carry an Idempotency-Key and are retried with it after a lost answer or a 503 (issue 46)
const rawBaseQuery = withIdempotentRetries(fetchQuery);

/**
 * On the server (shell/src/server) a query starts while the page renders (no effects run there): the renderer
 * waits for the running queries and renders again with their data. In the browser, queries start in effects.
 */
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }),
);

const withApiBase = (url: string) => `${getRuntimeConfig().apiBaseUrl.replace(/\/$/, '')}${url}`;

/**
 * The one RTK Query api of the product. Features add endpoints with `baseApi.injectEndpoints` next to the
 * feature that owns them; nobody creates a second api. Endpoint urls are API paths without the /api prefix
 * (e.g. '/jobs/search'); the base comes from the runtime configuration.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: async (args: string | FetchArgs, api, extra) => {
    const result = await rawBaseQuery(
      typeof args === 'string' ? { url: withApiBase(args) } : { ...args, url: withApiBase(args.url) },
      api,
      extra,
    );
    const status = result.error?.status;
    if (typeof status === 'number' && !authScopeOf(extra))
      reportApiRefusal({
        status,
        code: errorCodeOf(result.error?.data),
        url: typeof args === 'string' ? args : args.url,
      });
    return result;
  },
  tagTypes: API_TAGS,
  endpoints: () => ({}),
  // A prerendered page's data (shell: prerenderHandoff) is in the cache before the live page renders.
  extractRehydrationInfo: (action) =>
    hydratePrerenderedData.match(action) ? (action.payload as never) : undefined,
});
