import type { ApiResponse, CvImportDraft } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

/** "Fill from my CV": the API reads the file and answers a draft; nothing is stored (docs/PERSONAL-DATA.md). */
export const cvImportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    candidateImportCv: build.mutation<CvImportDraft, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: '/candidate/profile/import', method: 'POST', body };
      },
      transformResponse: (r: ApiResponse<CvImportDraft>) => r.data,
    }),
  }),
});

export const { useCandidateImportCvMutation } = cvImportApi;
