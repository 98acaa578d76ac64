import type {
  Page,
  VerificationDecisionInput,
  VerificationQuery,
  VerificationRequest,
} from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';
import { areaTag, params, STAFF, unwrap } from '../../../shared/api/staffApi';

const TAG = areaTag('verification');

export const verificationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    verifications: build.query<Page<VerificationRequest>, VerificationQuery>({
      query: (q) => ({ url: '/backoffice/verifications', params: params({ ...q }) }),
      extraOptions: STAFF,
      transformResponse: unwrap<Page<VerificationRequest>>,
      providesTags: [TAG],
    }),
    decideVerification: build.mutation<VerificationRequest, VerificationDecisionInput & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `/backoffice/verifications/${encodeURIComponent(id)}/decision`,
        method: 'POST',
        body,
      }),
      extraOptions: STAFF,
      transformResponse: unwrap<VerificationRequest>,
      // a verified company shows so in the moderation area too
      invalidatesTags: [TAG, areaTag('moderation'), areaTag('audit')],
    }),
  }),
});

export const { useVerificationsQuery, useDecideVerificationMutation } = verificationApi;

export const verificationFilePath = (id: string) =>
  `/backoffice/verifications/${encodeURIComponent(id)}/file`;
