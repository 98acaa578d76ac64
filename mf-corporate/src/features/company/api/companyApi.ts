import type { ApiResponse, PublicCompany } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

export const companyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    publicCompany: build.query<PublicCompany, string>({
      query: (id) => `/companies/${encodeURIComponent(id)}`,
      transformResponse: (r: ApiResponse<PublicCompany>) => r.data,
      providesTags: (_r, _e, id) => [{ type: 'Company', id }],
    }),
  }),
});

export const { usePublicCompanyQuery } = companyApi;
