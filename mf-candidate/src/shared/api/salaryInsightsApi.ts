import type { SalarySummary } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

/** GET /api/salaries?title&province_id: the salary pages (mf-public /salary/...) of a job title's role family. */
export const salaryInsightsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    salaryInsightsFor: build.query<SalarySummary[], { title: string; provinceId?: number }>({
      query: ({ title, provinceId }) =>
        `/salaries?title=${encodeURIComponent(title)}${provinceId ? `&province_id=${provinceId}` : ''}`,
      transformResponse: (r: { data: SalarySummary[] }) => r.data,
    }),
  }),
});

export const { useSalaryInsightsForQuery } = salaryInsightsApi;

/** The query's args for a job title (or a search) and a province: the page and its server prefetch use the same. */
export const salaryLinkArgs = (title: string, provinceId?: number) => ({
  title: title.trim().slice(0, 200),
  provinceId,
});
