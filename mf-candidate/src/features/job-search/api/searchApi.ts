import type { ApiResponse, JobSearchFilter, JobSearchResult } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';
import { paramsFromFilter } from '../../../shared/utils/filterParams';

/** The argument carries the viewer uid (spec filter field `uid`; ignored by the server) so caches are per user. */
export type SearchArgs = JobSearchFilter;

export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    candidateJobSearch: build.query<JobSearchResult, SearchArgs>({
      query: ({ uid: _uid, ...filter }) => {
        const qs = paramsFromFilter(filter).toString();
        return qs ? `/jobs/search?${qs}` : '/jobs/search';
      },
      transformResponse: (r: ApiResponse<JobSearchResult>) => r.data,
      providesTags: (result) => [
        'JobSearch',
        ...(result?.items ?? []).map((j) => ({ type: 'Job' as const, id: j.id })),
      ],
      // Back to a search keeps its results for 10 minutes: the list renders at once and the shell restores scroll.
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useCandidateJobSearchQuery } = searchApi;
