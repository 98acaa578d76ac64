import type { ApiResponse, CorporateDashboard } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    corporateDashboard: build.query<CorporateDashboard, void>({
      query: () => '/corporate/dashboard',
      transformResponse: (r: ApiResponse<CorporateDashboard>) => r.data,
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useCorporateDashboardQuery } = dashboardApi;
