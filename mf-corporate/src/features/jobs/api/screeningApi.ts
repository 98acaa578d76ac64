import type { ApiResponse, CorporateScreeningQuestion, ScreeningQuestionInput } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

/** Saves the questions a job asks at apply time (issue 43); read with shared/api/screeningApi. */
export const screeningApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    saveJobScreeningQuestions: build.mutation<
      CorporateScreeningQuestion[],
      { jobId: string; questions: ScreeningQuestionInput[] }
    >({
      query: ({ jobId, questions }) => ({
        url: `/corporate/jobs/${encodeURIComponent(jobId)}/questions`,
        method: 'PUT',
        body: { questions },
      }),
      transformResponse: (r: ApiResponse<CorporateScreeningQuestion[]>) => r.data,
      invalidatesTags: (_r, _e, { jobId }) => [
        { type: 'CorporateJob', id: `QUESTIONS-${jobId}` },
        'CorporateActivity',
      ],
    }),
  }),
});

export const { useSaveJobScreeningQuestionsMutation } = screeningApi;
