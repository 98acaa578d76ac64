import type { ApiResponse, CorporateScreeningQuestion } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

/** A job's screening questions with their knock-out rules (issue 43): the job form and the pipeline's filter. */
export const screeningQuestionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    jobScreeningQuestions: build.query<CorporateScreeningQuestion[], string>({
      query: (jobId) => `/corporate/jobs/${encodeURIComponent(jobId)}/questions`,
      transformResponse: (r: ApiResponse<CorporateScreeningQuestion[]>) => r.data,
      providesTags: (_r, _e, jobId) => [{ type: 'CorporateJob', id: `QUESTIONS-${jobId}` }],
    }),
  }),
});

export const { useJobScreeningQuestionsQuery } = screeningQuestionsApi;
