import type { ApiResponse, Lookups } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

/** Public lookups (company types for the employer registration). */
export const authLookupsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    authLookups: build.query<Lookups, void>({
      query: () => '/lookups',
      transformResponse: (r: ApiResponse<Lookups>) => r.data,
      providesTags: ['Lookups'],
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useAuthLookupsQuery } = authLookupsApi;
