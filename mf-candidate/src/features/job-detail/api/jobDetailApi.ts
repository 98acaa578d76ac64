import type { ApiResponse, ApplyInput, CandidateApplication, JobCard, JobDetail } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

export const jobDetailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** uid (the viewer) only keys the cache: a signed-in candidate sees is_favourite / my_application. */
    candidateJob: build.query<JobDetail, { id: string; uid?: string }>({
      query: ({ id }) => `/jobs/${encodeURIComponent(id)}`,
      transformResponse: (r: ApiResponse<JobDetail>) => r.data,
      providesTags: (_r, _e, { id }) => [{ type: 'Job', id }],
    }),
    candidateSimilarJobs: build.query<JobCard[], { id: string; uid?: string }>({
      query: ({ id }) => `/jobs/${encodeURIComponent(id)}/similar?limit=6`,
      transformResponse: (r: ApiResponse<JobCard[]>) => r.data,
      providesTags: (result) => (result ?? []).map((j) => ({ type: 'Job' as const, id: j.id })),
    }),
    candidateApply: build.mutation<CandidateApplication, ApplyInput>({
      query: (body) => ({ url: '/candidate/applications', method: 'POST', body }),
      transformResponse: (r: ApiResponse<CandidateApplication>) => r.data,
      invalidatesTags: (_r, _e, { job_id }) => [
        { type: 'Job', id: job_id },
        'Application',
        'Overview',
        'CandidateActivity',
      ],
    }),
  }),
});

export const { useCandidateJobQuery, useCandidateSimilarJobsQuery, useCandidateApplyMutation } = jobDetailApi;
