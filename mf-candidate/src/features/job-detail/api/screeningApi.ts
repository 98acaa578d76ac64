import type { ApiResponse, ScreeningQuestion } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

/** The questions a job asks at apply time (no knock-out rules: those stay with the company). */
export const applyScreeningApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    jobApplyQuestions: build.query<ScreeningQuestion[], string>({
      query: (jobId) => `/jobs/${encodeURIComponent(jobId)}/questions`,
      transformResponse: (r: ApiResponse<ScreeningQuestion[]>) => r.data,
      providesTags: (_r, _e, jobId) => [{ type: 'Job', id: `QUESTIONS-${jobId}` }],
    }),
  }),
});

export const { useJobApplyQuestionsQuery } = applyScreeningApi;
