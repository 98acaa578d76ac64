import type { ApiResponse, DataExportInfo } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

/** "Download our data" for the company account (docs/PERSONAL-DATA.md). */
export const dataExportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    corporateCreateExport: build.mutation<DataExportInfo, void>({
      query: () => ({ url: '/corporate/data-export', method: 'POST' }),
      transformResponse: (r: ApiResponse<DataExportInfo>) => r.data,
    }),
    corporateExport: build.query<DataExportInfo, string>({
      query: (id) => `/corporate/data-export/${encodeURIComponent(id)}`,
      transformResponse: (r: ApiResponse<DataExportInfo>) => r.data,
    }),
  }),
});

export const { useCorporateCreateExportMutation, useLazyCorporateExportQuery } = dataExportApi;
