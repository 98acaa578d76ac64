import type { ApiResponse, CorporateVerification } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

const VERIFICATION = { type: 'CorporateProfile' as const, id: 'VERIFICATION' };

/** The company's verification: its state, the certificate's upload, the request. */
export const verificationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    corporateVerification: build.query<CorporateVerification, void>({
      query: () => '/corporate/verification',
      transformResponse: (r: ApiResponse<CorporateVerification>) => r.data,
      providesTags: [VERIFICATION],
    }),
    /** POST /corporate/files (multipart: `kind` first, then `file`): the stored file's id. */
    uploadVerificationDocument: build.mutation<{ id: string }, File>({
      query: (file) => {
        const body = new FormData();
        body.append('kind', 'verification_document');
        body.append('file', file, file.name);
        return { url: '/corporate/files', method: 'POST', body };
      },
      transformResponse: (r: ApiResponse<{ id: string }>) => r.data,
    }),
    requestVerification: build.mutation<void, { file_id: string }>({
      query: (body) => ({ url: '/corporate/verification', method: 'POST', body }),
      transformResponse: () => undefined,
      // VERIFICATION_PENDING / ALREADY_VERIFIED mean the state shown is stale: read it again after a refusal too.
      invalidatesTags: [VERIFICATION, 'CorporateActivity'],
    }),
  }),
});

export const {
  useCorporateVerificationQuery,
  useUploadVerificationDocumentMutation,
  useRequestVerificationMutation,
} = verificationApi;
