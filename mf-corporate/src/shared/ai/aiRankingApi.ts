import type { ApiResponse, CandidateMatch } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

/** GET /api/corporate/jobs/:id/ai/candidates: the job's applicants and matching visible candidates, best first. */
export const aiRankingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    corporateAiCandidates: build.query<CandidateMatch[], { jobId: string; limit?: number }>({
      query: ({ jobId, limit = 50 }) => ({
        url: `/corporate/jobs/${encodeURIComponent(jobId)}/ai/candidates`,
        params: { limit },
      }),
      transformResponse: (r: ApiResponse<CandidateMatch[]>) => r.data ?? [],
      providesTags: (_r, _e, { jobId }) => [
        'Match',
        { type: 'CorporateApplication', id: `JOB-${jobId}` },
        'CorporateCandidate',
      ],
    }),
  }),
});

export const { useCorporateAiCandidatesQuery } = aiRankingApi;
