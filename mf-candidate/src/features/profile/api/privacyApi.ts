import type { ApiResponse, CandidatePrivacy, DataExportInfo } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

/** The privacy area: consents with their history, the restriction switch, "download my data". */
export const privacyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    candidatePrivacy: build.query<CandidatePrivacy, void>({
      query: () => '/candidate/privacy',
      transformResponse: (r: ApiResponse<CandidatePrivacy>) => r.data,
      providesTags: ['CandidateProfile'],
    }),
    candidateSetRestriction: build.mutation<CandidatePrivacy, boolean>({
      query: (restricted) => ({ url: '/candidate/privacy/restriction', method: 'PUT', body: { restricted } }),
      transformResponse: (r: ApiResponse<CandidatePrivacy>) => r.data,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(privacyApi.util.upsertQueryData('candidatePrivacy', undefined, data));
        } catch {
          /* the switch shows the error */
        }
      },
    }),
    candidateCreateExport: build.mutation<DataExportInfo, void>({
      query: () => ({ url: '/candidate/data-export', method: 'POST' }),
      transformResponse: (r: ApiResponse<DataExportInfo>) => r.data,
    }),
    candidateExport: build.query<DataExportInfo, string>({
      query: (id) => `/candidate/data-export/${encodeURIComponent(id)}`,
      transformResponse: (r: ApiResponse<DataExportInfo>) => r.data,
    }),
  }),
});

export const {
  useCandidatePrivacyQuery,
  useCandidateSetRestrictionMutation,
  useCandidateCreateExportMutation,
  useLazyCandidateExportQuery,
} = privacyApi;
