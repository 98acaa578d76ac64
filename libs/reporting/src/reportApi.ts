import type { ReportInput } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

// POST /reports is public: the base query adds the signed-in user's token, a guest reports without one.
// Injected by the report dialog's chunk: a page that is never reported does not carry it. One endpoint name for
// jobs and companies, whichever container injects it first (the others inject the same definition).
export const reportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitReport: build.mutation<void, ReportInput>({
      query: (body) => ({ url: '/reports', method: 'POST', body }),
      transformResponse: () => undefined,
    }),
  }),
});

export const { useSubmitReportMutation } = reportApi;
