import type { ApiResponse, CandidateOverview } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

export const overviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    candidateOverview: build.query<CandidateOverview, void>({
      query: () => '/candidate/overview',
      transformResponse: (r: ApiResponse<CandidateOverview>) => r.data,
      providesTags: (result) => [
        'Overview',
        ...(result?.recommended_jobs ?? []).map((j) => ({ type: 'Job' as const, id: j.id })),
      ],
    }),
  }),
});

export const { useCandidateOverviewQuery } = overviewApi;
