import type {
  ApiResponse,
  CorporateInterview,
  InterviewProposeInput,
  InterviewUpdateInput,
} from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

/** What an interview change touches: its list, the application (a proposal moves it) and the company's feed. */
const afterChange = (applicationId: string) => [
  { type: 'Interview' as const, id: `APP-${applicationId}` },
  { type: 'CorporateApplication' as const, id: applicationId },
  'CorporateActivity' as const,
];

export const interviewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    applicationInterviews: build.query<CorporateInterview[], string>({
      query: (applicationId) => `/corporate/applications/${encodeURIComponent(applicationId)}/interviews`,
      transformResponse: (r: ApiResponse<CorporateInterview[]>) => r.data,
      providesTags: (_r, _e, applicationId) => [{ type: 'Interview', id: `APP-${applicationId}` }],
    }),
    proposeInterview: build.mutation<
      CorporateInterview,
      { applicationId: string; jobId: string; body: InterviewProposeInput }
    >({
      query: ({ applicationId, body }) => ({
        url: `/corporate/applications/${encodeURIComponent(applicationId)}/interviews`,
        method: 'POST',
        body,
      }),
      transformResponse: (r: ApiResponse<CorporateInterview>) => r.data,
      invalidatesTags: (_r, _e, { applicationId, jobId }) => [
        ...afterChange(applicationId),
        { type: 'CorporateApplication', id: `JOB-${jobId}` },
        { type: 'CorporateJob', id: 'LIST' },
      ],
    }),
    updateInterview: build.mutation<
      CorporateInterview,
      { id: string; applicationId: string; body: InterviewUpdateInput }
    >({
      query: ({ id, body }) => ({
        url: `/corporate/interviews/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body,
      }),
      transformResponse: (r: ApiResponse<CorporateInterview>) => r.data,
      invalidatesTags: (_r, _e, { applicationId }) => afterChange(applicationId),
    }),
    cancelInterview: build.mutation<
      CorporateInterview,
      { id: string; applicationId: string; reason: string }
    >({
      query: ({ id, reason }) => ({
        url: `/corporate/interviews/${encodeURIComponent(id)}/cancel`,
        method: 'POST',
        body: reason ? { reason } : {},
      }),
      transformResponse: (r: ApiResponse<CorporateInterview>) => r.data,
      invalidatesTags: (_r, _e, { applicationId }) => afterChange(applicationId),
    }),
  }),
});

export const {
  useApplicationInterviewsQuery,
  useProposeInterviewMutation,
  useUpdateInterviewMutation,
  useCancelInterviewMutation,
} = interviewsApi;
