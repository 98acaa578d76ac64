import type { ApiResponse, JobMatch } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

export const aiMatchingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    candidateAiMatches: build.query<JobMatch[], { limit?: number }>({
      query: ({ limit = 20 }) => ({ url: '/candidate/ai/matches', params: { limit } }),
      transformResponse: (r: ApiResponse<JobMatch[]>) => r.data,
      providesTags: (result) => ['Match', ...(result ?? []).map((m) => ({ type: 'Job' as const, id: m.job.id }))],
    }),
  }),
});

export const { useCandidateAiMatchesQuery } = aiMatchingApi;
