import type { ApiResponse, CorporateJob, CorporateProfile, Lookups } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

/** Endpoints several features of this remote read: lookups, the company's jobs and the employer profile. */
export const sharedApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    corporateLookups: build.query<Lookups, void>({
      query: () => '/lookups',
      transformResponse: (r: ApiResponse<Lookups>) => r.data,
      providesTags: ['Lookups'],
      keepUnusedDataFor: 3600,
    }),
    corporateProfile: build.query<CorporateProfile | null, void>({
      query: () => '/corporate/profile',
      transformResponse: (r: ApiResponse<CorporateProfile[]>) => r.data[0] ?? null,
      providesTags: ['CorporateProfile'],
    }),
    corporateJobs: build.query<CorporateJob[], { status?: string } | void>({
      query: (arg) => ({ url: '/corporate/jobs', params: arg?.status ? { status: arg.status } : undefined }),
      transformResponse: (r: ApiResponse<CorporateJob[]>) => r.data,
      providesTags: (result) => [
        { type: 'CorporateJob' as const, id: 'LIST' },
        ...(result ?? []).map((j) => ({ type: 'CorporateJob' as const, id: j.id })),
      ],
    }),
    corporateJob: build.query<CorporateJob, string>({
      query: (id) => `/corporate/jobs/${encodeURIComponent(id)}`,
      transformResponse: (r: ApiResponse<CorporateJob>) => r.data,
      providesTags: (_r, _e, id) => [{ type: 'CorporateJob', id }],
    }),
  }),
});

export const {
  useCorporateLookupsQuery,
  useCorporateProfileQuery,
  useCorporateJobsQuery,
  useCorporateJobQuery,
} = sharedApi;
