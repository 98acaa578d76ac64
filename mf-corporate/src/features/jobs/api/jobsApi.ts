import type { ApiResponse, CorporateJob, JobInput } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

const invalidateJob = (id: string) => [
  { type: 'CorporateJob' as const, id },
  { type: 'CorporateJob' as const, id: 'LIST' },
  'Dashboard' as const,
  'CorporateActivity' as const,
  'JobSearch' as const,
  'Job' as const,
  'Company' as const,
];

export type JobAction = 'publish' | 'close' | 'reopen';

export const jobsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createCorporateJob: build.mutation<CorporateJob, JobInput & { publish?: boolean }>({
      query: (body) => ({ url: '/corporate/jobs', method: 'POST', body }),
      transformResponse: (r: ApiResponse<CorporateJob>) => r.data,
      invalidatesTags: (r) => invalidateJob(r?.id ?? 'LIST'),
    }),
    updateCorporateJob: build.mutation<CorporateJob, { id: string; input: JobInput }>({
      query: ({ id, input }) => ({
        url: `/corporate/jobs/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: input,
      }),
      transformResponse: (r: ApiResponse<CorporateJob>) => r.data,
      invalidatesTags: (_r, _e, { id }) => invalidateJob(id),
    }),
    transitionCorporateJob: build.mutation<CorporateJob, { id: string; action: JobAction }>({
      query: ({ id, action }) => ({
        url: `/corporate/jobs/${encodeURIComponent(id)}/${action}`,
        method: 'POST',
      }),
      transformResponse: (r: ApiResponse<CorporateJob>) => r.data,
      invalidatesTags: (_r, _e, { id }) => invalidateJob(id),
    }),
  }),
});

export const {
  useCreateCorporateJobMutation,
  useUpdateCorporateJobMutation,
  useTransitionCorporateJobMutation,
} = jobsApi;
