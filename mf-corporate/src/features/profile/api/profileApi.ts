import type { ApiResponse, CompanyInput, CorporateProfile } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

export type ProfileInput = CompanyInput & { contact_name?: string; phone?: string };

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateCorporateProfile: build.mutation<CorporateProfile, ProfileInput>({
      query: (body) => ({ url: '/corporate/profile', method: 'PUT', body }),
      transformResponse: (r: ApiResponse<CorporateProfile[]>) => r.data[0],
      invalidatesTags: ['CorporateProfile', 'Company', 'CorporateActivity', 'Dashboard'],
    }),
    uploadCorporateLogo: build.mutation<{ logo_url: string }, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: '/corporate/logo', method: 'POST', body };
      },
      transformResponse: (r: ApiResponse<{ logo_url: string }>) => r.data,
      invalidatesTags: ['CorporateProfile', 'Company', 'CorporateActivity'],
    }),
  }),
});

export const { useUpdateCorporateProfileMutation, useUploadCorporateLogoMutation } = profileApi;
