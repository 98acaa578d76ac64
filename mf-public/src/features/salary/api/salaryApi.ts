import type { SalaryInsight, SalarySummary } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

/** GET /api/salaries and GET /api/salaries/:family/:province (issue 45). */
export const salaryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSalaries: build.query<SalarySummary[], void>({
      query: () => '/salaries',
      transformResponse: (response: { data: SalarySummary[] }) => response.data,
    }),
    getSalary: build.query<SalaryInsight, { family: string; province: string }>({
      query: ({ family, province }) =>
        `/salaries/${encodeURIComponent(family)}/${encodeURIComponent(province)}`,
      transformResponse: (response: { data: SalaryInsight }) => response.data,
    }),
  }),
});

export const { useGetSalariesQuery, useGetSalaryQuery } = salaryApi;
