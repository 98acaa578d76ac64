import type { ApiResponse, CvOptions, FileInfo } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

/** GET (download) and POST (store as a résumé to apply with) the CV made from the profile. */
export const cvPath = ({ template, lang }: CvOptions) =>
  `/candidate/profile/cv.pdf?template=${encodeURIComponent(template)}&lang=${encodeURIComponent(lang)}`;

export const cvApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    candidateStoreCv: build.mutation<FileInfo, CvOptions>({
      query: (body) => ({ url: '/candidate/profile/cv', method: 'POST', body }),
      transformResponse: (r: ApiResponse<FileInfo>) => r.data,
    }),
  }),
});

export const { useCandidateStoreCvMutation } = cvApi;
