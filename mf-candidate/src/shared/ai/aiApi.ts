// AI matching endpoints used by the AI matching page and the profile page (skill suggestions, one-click add).
import type {
  ApiResponse,
  CandidateProfile,
  CandidateSkill,
  JobMatch,
  JobSearchFilter,
  MatchHint,
  SkillSuggestion,
} from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';
import { paramsFromFilter } from '../utils/filterParams';

/** The filters GET /api/candidate/ai/matches understands (the search page's, without text, date, order and paging). */
export type MatchFilter = Pick<
  JobSearchFilter,
  'tag' | 'location' | 'workType' | 'hireType' | 'education' | 'minimum_salary'
>;

export interface MatchesArgs {
  filter?: MatchFilter;
  limit?: number;
  /** the viewer, so the cache is per user (not sent) */
  uid?: string;
}

export interface MatchesResult {
  data: JobMatch[];
  hints: MatchHint[];
}

export function matchFilterOf(filter: JobSearchFilter): MatchFilter {
  const { tag, location, workType, hireType, education, minimum_salary } = filter;
  const out: MatchFilter = {};
  if (tag?.length) out.tag = tag;
  if (location?.length) out.location = location;
  if (workType?.length) out.workType = workType;
  if (hireType?.length) out.hireType = hireType;
  if (education?.length) out.education = education;
  if (minimum_salary) out.minimum_salary = minimum_salary;
  return out;
}

/** The profile's skills plus a new one at the intermediate level (kept as is when the profile already has it). */
export function mergeSkill(skills: CandidateSkill[], slug: string): CandidateSkill[] {
  if (skills.some((s) => s.slug === slug)) return skills;
  return [...skills, { slug, level: 'intermediate' }];
}

export const aiApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    candidateAiMatches: build.query<MatchesResult, MatchesArgs>({
      query: ({ filter = {}, limit = 20 }) => {
        const params = paramsFromFilter(filter);
        params.set('limit', String(limit));
        return `/candidate/ai/matches?${params.toString()}`;
      },
      transformResponse: (r: MatchesResult) => ({ data: r.data ?? [], hints: r.hints ?? [] }),
      providesTags: (result) => [
        'Match',
        ...(result?.data ?? []).map((m) => ({ type: 'Job' as const, id: m.job.id })),
      ],
    }),
    candidateSkillSuggestions: build.query<SkillSuggestion[], { targetRole?: string; uid?: string }>({
      query: ({ targetRole }) => ({
        url: '/candidate/ai/skill-suggestions',
        params: targetRole?.trim() ? { target_role: targetRole.trim() } : {},
      }),
      transformResponse: (r: ApiResponse<SkillSuggestion[]>) => r.data ?? [],
      providesTags: ['Match'],
    }),
    /** PUT /candidate/profile with the merged skill list; matches, suggestions and the profile are fetched again. */
    candidateSaveSkills: build.mutation<CandidateProfile, { skills: CandidateSkill[] }>({
      query: (body) => ({ url: '/candidate/profile', method: 'PUT', body }),
      transformResponse: (r: ApiResponse<CandidateProfile>) => r.data,
      invalidatesTags: ['Match', 'CandidateProfile', 'Overview', 'CandidateActivity'],
    }),
  }),
});

export const {
  useCandidateAiMatchesQuery,
  useCandidateSkillSuggestionsQuery,
  useCandidateSaveSkillsMutation,
} = aiApi;
