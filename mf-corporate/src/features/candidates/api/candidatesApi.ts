import type { ApiResponse, CandidateForEmployer, Page } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

export interface CandidateFilter {
  q?: string;
  skills?: string[];
  province?: number[];
  min_years?: number;
  max_salary?: number;
  offset?: number;
  limit?: number;
}

export const candidatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    browseCandidates: build.query<Page<CandidateForEmployer>, CandidateFilter>({
      query: (f) => {
        const params = new URLSearchParams();
        if (f.q) params.set('q', f.q);
        for (const s of f.skills ?? []) params.append('skills', s);
        for (const p of f.province ?? []) params.append('province', String(p));
        if (f.min_years != null) params.set('min_years', String(f.min_years));
        if (f.max_salary != null) params.set('max_salary', String(f.max_salary));
        params.set('offset', String(f.offset ?? 0));
        params.set('limit', String(f.limit ?? 20));
        return `/corporate/candidates?${params.toString()}`;
      },
      transformResponse: (r: ApiResponse<Page<CandidateForEmployer>>) => r.data,
      providesTags: ['CorporateCandidate'],
    }),
    employerCandidate: build.query<CandidateForEmployer, string>({
      query: (uid) => `/corporate/candidates/${encodeURIComponent(uid)}`,
      transformResponse: (r: ApiResponse<CandidateForEmployer>) => r.data,
      providesTags: (_r, _e, uid) => [{ type: 'CorporateCandidate', id: uid }],
    }),
  }),
});

export const { useBrowseCandidatesQuery, useEmployerCandidateQuery } = candidatesApi;
