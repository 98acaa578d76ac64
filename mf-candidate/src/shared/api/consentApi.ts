import type { ApiResponse, CandidateProfile } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';
import { sharedApi } from './sharedApi';

/** The candidate's PDPA consents: saved from the profile's privacy card and from the apply dialog's one click. */
export const consentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    candidateSavePdpa: build.mutation<
      CandidateProfile[],
      { cookie: boolean; pdpa: boolean; marketing: boolean }
    >({
      query: (body) => ({ url: '/candidate/savePDPASection', method: 'PUT', body }),
      transformResponse: (r: ApiResponse<CandidateProfile[]>) => r.data,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data[0]) void dispatch(sharedApi.util.upsertQueryData('candidateProfile', undefined, data[0]));
        } catch {
          /* toast shown by the caller */
        }
      },
    }),
  }),
});

export const { useCandidateSavePdpaMutation } = consentApi;
