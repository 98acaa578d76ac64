import type { HomeData, Lookups } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

/** GET /api/home (everything the home page shows, one call) and GET /api/lookups (province and skill names). */
export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHome: build.query<HomeData, void>({
      query: () => '/home',
      transformResponse: (response: { data: HomeData }) => response.data,
      providesTags: ['Home'],
      keepUnusedDataFor: 300,
    }),
    // Same name and shape as in the other remotes: one cache entry for the whole app.
    getLookups: build.query<Lookups, void>({
      query: () => '/lookups',
      transformResponse: (response: { data: Lookups }) => response.data,
      providesTags: ['Lookups'],
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetHomeQuery, useGetLookupsQuery } = homeApi;
