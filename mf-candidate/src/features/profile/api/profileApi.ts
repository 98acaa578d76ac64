import type { ApiResponse, CandidateProfile, CandidateProfileInput } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';
import { sharedApi } from '../../../shared/api/sharedApi';

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    candidateUpdateProfile: build.mutation<CandidateProfile, CandidateProfileInput>({
      query: (body) => ({ url: '/candidate/profile', method: 'PUT', body }),
      transformResponse: (r: ApiResponse<CandidateProfile>) => r.data,
      invalidatesTags: ['Overview', 'CandidateActivity', 'Match'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(sharedApi.util.upsertQueryData('candidateProfile', undefined, data));
        } catch {
          /* the form shows the error */
        }
      },
    }),
    candidateDeletionRequest: build.mutation<CandidateProfile[], void>({
      query: () => ({ url: '/candidate/deletion-request', method: 'POST' }),
      transformResponse: (r: ApiResponse<CandidateProfile[]>) => r.data,
    }),
  }),
});

export const { useCandidateUpdateProfileMutation, useCandidateDeletionRequestMutation } = profileApi;
