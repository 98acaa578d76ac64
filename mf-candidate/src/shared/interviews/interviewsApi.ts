import type { ApiResponse, CandidateInterview } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

/** My interviews (issue 43): one list for every application card, refreshed by my own changes. */
export const interviewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    myInterviews: build.query<CandidateInterview[], void>({
      query: () => '/candidate/interviews',
      transformResponse: (r: ApiResponse<CandidateInterview[]>) => r.data,
      providesTags: [{ type: 'Interview', id: 'MINE' }],
    }),
    chooseInterviewSlot: build.mutation<CandidateInterview, { id: string; slotId: string }>({
      query: ({ id, slotId }) => ({
        url: `/candidate/interviews/${encodeURIComponent(id)}/choose`,
        method: 'POST',
        body: { slot_id: slotId },
      }),
      transformResponse: (r: ApiResponse<CandidateInterview>) => r.data,
      invalidatesTags: [{ type: 'Interview', id: 'MINE' }, 'CandidateActivity'],
    }),
    requestInterviewChange: build.mutation<CandidateInterview, { id: string; note: string }>({
      query: ({ id, note }) => ({
        url: `/candidate/interviews/${encodeURIComponent(id)}/request-change`,
        method: 'POST',
        body: { note },
      }),
      transformResponse: (r: ApiResponse<CandidateInterview>) => r.data,
      invalidatesTags: [{ type: 'Interview', id: 'MINE' }, 'CandidateActivity'],
    }),
  }),
});

export const { useMyInterviewsQuery, useChooseInterviewSlotMutation, useRequestInterviewChangeMutation } =
  interviewsApi;
